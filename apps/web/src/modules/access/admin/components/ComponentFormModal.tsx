import { Form, Input, Select } from 'antd';
import { componentInput, TOASTS, type Component } from '@caduceus/contracts';
import { FormModal } from '../../../../components/FormModal';
import { useFormDialog } from '../../../../components/useFormDialog';
import { useCreateComponent, useUpdateComponent } from '../api';

interface Props {
  open: boolean;
  component: Component | null;
  components: Component[];
  onClose: () => void;
}

/** Add or edit a component (a part of a screen that carries its own rights, e.g. studentProfile.notes). */
export function ComponentFormModal({ open, component, components, onClose }: Props) {
  const create = useCreateComponent();
  const update = useUpdateComponent();
  const f = useFormDialog(componentInput, {
    open,
    onClose,
    source: component,
    values: () =>
      component
        ? {
            parentId: component.parentId ?? undefined,
            key: component.key,
            name: component.name,
            description: component.description ?? '',
          }
        : undefined,
    save: (body) => (component ? update.mutateAsync({ id: component.id, body }) : create.mutateAsync(body)),
    toasts: component
      ? { ok: TOASTS.componentUpdated, failed: TOASTS.componentUpdateFailed }
      : { ok: TOASTS.componentCreated, failed: TOASTS.componentCreateFailed },
  });

  const parents = components
    .filter((c) => c.parentId === null && c.id !== component?.id)
    .map((c) => ({ value: c.id, label: `${c.name} (${c.key})` }));
  return (
    <FormModal
      {...f.shell}
      title={component ? `Edit component ${component.name}` : 'Add component'}
      okText={component ? 'Save' : 'Add component'}
    >
      <Form.Item name="name" label="Name" required={f.required('name')}>
        <Input name="name" />
      </Form.Item>
      <Form.Item
        name="key"
        label="Key"
        required={f.required('key')}
        extra="A sub-component's key starts with its parent's key and a dot, e.g. studentProfile.notes"
      >
        <Input name="key" />
      </Form.Item>
      <Form.Item name="parentId" label="Parent component" required={f.required('parentId')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="None (top level)"
          options={parents}
        />
      </Form.Item>
      <Form.Item name="description" label="Description" required={f.required('description')}>
        <Input.TextArea name="description" rows={3} />
      </Form.Item>
    </FormModal>
  );
}
