import { Form, Input, Select, Switch } from 'antd';
import { groupInput, TOASTS, type Group } from '@caduceus/contracts';
import { FormModal } from '../../../../components/FormModal';
import { useFormDialog } from '../../../../components/useFormDialog';
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
  const f = useFormDialog(groupInput, {
    open,
    onClose,
    source: group,
    values: () =>
      group
        ? {
            name: group.name,
            description: group.description ?? '',
            parentId: group.parentId ?? undefined,
            active: group.active,
          }
        : { active: true },
    save: (body) => (group ? update.mutateAsync({ id: group.id, body }) : create.mutateAsync(body)),
    toasts: group
      ? { ok: TOASTS.groupUpdated, failed: TOASTS.groupUpdateFailed }
      : { ok: TOASTS.groupCreated, failed: TOASTS.groupCreateFailed },
  });

  const parents = (groups.data?.items ?? [])
    .filter((g) => g.id !== group?.id)
    .map((g) => ({ value: g.id, label: g.name }));
  return (
    <FormModal
      {...f.shell}
      title={group ? `Edit group ${group.name}` : 'Add group'}
      okText={group ? 'Save' : 'Add group'}
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
