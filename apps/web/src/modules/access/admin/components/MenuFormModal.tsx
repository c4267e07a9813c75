import { Checkbox, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { menuInput, TOASTS, type Menu } from '@caduceus/contracts';
import { KNOWN_ICONS, MenuIcon } from '../../../../app/icons';
import { FormModal } from '../../../../components/FormModal';
import { FieldCol } from '../../../../components/FieldCol';
import { useFormDialog } from '../../../../components/useFormDialog';
import { useCreateMenu, useUpdateMenu } from '../api';

interface Props {
  open: boolean;
  menu: Menu | null;
  menus: Menu[];
  onClose: () => void;
}

const iconOptions = KNOWN_ICONS.map((name) => ({
  value: name,
  label: (
    <Space>
      <MenuIcon name={name} />
      {name}
    </Space>
  ),
  search: name,
}));

/** Add or edit a menu entry (super user): parent, key, names, link, icon, order and its flags. */
export function MenuFormModal({ open, menu, menus, onClose }: Props) {
  const create = useCreateMenu();
  const update = useUpdateMenu();
  const f = useFormDialog(menuInput, {
    open,
    onClose,
    source: menu,
    values: () =>
      menu
        ? {
            parentId: menu.parentId ?? undefined,
            key: menu.key,
            name: menu.name,
            title: menu.title,
            link: menu.link,
            icon: menu.icon ?? undefined,
            sortOrder: menu.sortOrder,
            urlParam: menu.urlParam,
            superUserView: menu.superUserView,
            adminCannotView: menu.adminCannotView,
          }
        : { sortOrder: 0 },
    save: (body) => (menu ? update.mutateAsync({ id: menu.id, body }) : create.mutateAsync(body)),
    toasts: menu
      ? { ok: TOASTS.menuUpdated, failed: TOASTS.menuUpdateFailed }
      : { ok: TOASTS.menuCreated, failed: TOASTS.menuCreateFailed },
  });

  const parents = menus
    .filter((m) => m.parentId === null && m.id !== menu?.id)
    .map((m) => ({ value: m.id, label: m.title }));
  return (
    <FormModal
      {...f.shell}
      title={menu ? `Edit menu ${menu.title}` : 'Add menu'}
      okText={menu ? 'Save' : 'Add menu'}
      width={640}
    >
      <Row gutter={16}>
        <FieldCol name="title" label="Title" required={f.required} extra="The label in the menu">
          <Input name="title" />
        </FieldCol>
        <FieldCol name="name" label="Name" required={f.required}>
          <Input name="name" />
        </FieldCol>
        <FieldCol name="key" label="Key" required={f.required} extra="e.g. admin.banner">
          <Input name="key" />
        </FieldCol>
        <FieldCol name="link" label="Link" required={f.required} extra="The page path; also the permission entry">
          <Input name="link" placeholder="/admin/user" />
        </FieldCol>
        <FieldCol name="parentId" label="Parent menu" required={f.required}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="None (a module)"
            options={parents}
          />
        </FieldCol>
        <FieldCol name="icon" label="Icon" required={f.required}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'search' }}
            placeholder="Choose an icon"
            options={iconOptions}
          />
        </FieldCol>
        <FieldCol name="sortOrder" label="Order" required={f.required}>
          <InputNumber min={0} max={9999} style={{ width: '100%' }} />
        </FieldCol>
      </Row>
      <Form.Item name="urlParam" valuePropName="checked" style={{ marginBottom: 4 }}>
        <Checkbox id="urlParam">Takes a URL parameter</Checkbox>
      </Form.Item>
      <Form.Item name="superUserView" valuePropName="checked" style={{ marginBottom: 4 }}>
        <Checkbox id="superUserView">Super user only</Checkbox>
      </Form.Item>
      <Form.Item name="adminCannotView" valuePropName="checked">
        <Checkbox id="adminCannotView">Hidden from super admins</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
