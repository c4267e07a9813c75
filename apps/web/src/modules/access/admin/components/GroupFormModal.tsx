import { useEffect } from 'react';
import { Form, Input, Select, Switch } from 'antd';
import { groupInput, TOASTS, type Group } from '@caduceus/contracts';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { FormModal } from '../../../../components/FormModal';
import { useZodForm } from '../../../../components/useZodForm';
import { useAllGroups, useCreateGroup, useUpdateGroup } from '../api';

interface Props {
  open: boolean;
  group: Group | null;
  onClose: () => void;
}

/** Add or edit an access group: name, description, parent group, active. */
export function GroupFormModal({ open, group, onClose }: Props) {
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const groups = useAllGroups();
  const f = useZodForm(groupInput);
  const { reset } = f;

  useEffect(() => {
    if (open)
      reset(
        group
          ? {
              name: group.name,
              description: group.description ?? '',
              parentId: group.parentId ?? undefined,
              active: group.active,
            }
          : { active: true },
      );
  }, [open, group, reset]);

  const onSubmit = f.submit(async (body) => {
    await saveWithToasts(
      () => (group ? update.mutateAsync({ id: group.id, body }) : create.mutateAsync(body)),
      group
        ? { ok: TOASTS.groupUpdated, failed: TOASTS.groupUpdateFailed }
        : { ok: TOASTS.groupCreated, failed: TOASTS.groupCreateFailed },
    );
    onClose();
  });

  const parents = (groups.data?.items ?? [])
    .filter((g) => g.id !== group?.id)
    .map((g) => ({ value: g.id, label: g.name }));
  return (
    <FormModal
      open={open}
      title={group ? `Edit group ${group.name}` : 'Add group'}
      okText={group ? 'Save' : 'Add group'}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={f.formProps}
    >
      <Form.Item name="name" label="Name" required={f.required('name')}>
        <Input name="name" />
      </Form.Item>
      <Form.Item name="description" label="Description" required={f.required('description')}>
        <Input.TextArea name="description" rows={3} />
      </Form.Item>
      <Form.Item
        name="parentId"
        label="Parent group"
        required={f.required('parentId')}
        extra="Users of the parent group supervise this one."
      >
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="None (top level)"
          options={parents}
          loading={groups.isPending}
        />
      </Form.Item>
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
