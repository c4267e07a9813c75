import { useEffect, useRef } from 'react';
import { Modal } from 'antd';
import type { ConfirmRequest } from './useConfirm';

/** Shows each confirm request as antd's confirm dialog (themed by the page); loaded on the first request. */
export default function ConfirmHost({ request }: { request: ConfirmRequest }) {
  const [modal, holder] = Modal.useModal();
  const shown = useRef(0);
  useEffect(() => {
    if (shown.current === request.id) return; // one dialog per request (effects may run twice in development)
    shown.current = request.id;
    modal.confirm(request.options);
  }, [modal, request]);
  return holder;
}
