import { useEffect } from 'react';
import { Checkbox, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { menuInput, TOASTS, type Menu } from '@caduceus/contracts';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { KNOWN_ICONS, MenuIcon } from '../../../../app/icons';
import { FormModal } from '../../../../components/FormModal';
import { useZodForm } from '../../../../components/useZodForm';
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
  const f = useZodForm(menuInput);
  const { reset } = f;

  useEffect(() => {
    if (!open) return;
    reset(
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
    );
  }, [open, menu, reset]);

  const onSubmit = f.submit(async (body) => {
    await saveWithToasts(
      () => (menu ? update.mutateAsync({ id: menu.id, body }) : create.mutateAsync(body)),
      menu
        ? { ok: TOASTS.menuUpdated, failed: TOASTS.menuUpdateFailed }
        : { ok: TOASTS.menuCreated, failed: TOASTS.menuCreateFailed },
    );
    onClose();
  });

  const parents = menus
    .filter((m) => m.parentId === null && m.id !== menu?.id)
    .map((m) => ({ value: m.id, label: m.title }));
  return (
    <FormModal
      open={open}
      title={menu ? `Edit menu ${menu.title}` : 'Add menu'}
      okText={menu ? 'Save' : 'Add menu'}
      onClose={onClose}
      width={640}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={f.formProps}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="title" label="Title" required={f.required('title')} extra="The label in the menu">
            <Input name="title" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label="Name" required={f.required('name')}>
            <Input name="name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="key" label="Key" required={f.required('key')} extra="e.g. admin.banner">
            <Input name="key" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="link"
            label="Link"
            required={f.required('link')}
            extra="The page path; also the permission entry"
          >
            <Input name="link" placeholder="/admin/user" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="parentId" label="Parent menu" required={f.required('parentId')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="None (a module)"
              options={parents}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="icon" label="Icon" required={f.required('icon')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'search' }}
              placeholder="Choose an icon"
              options={iconOptions}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sortOrder" label="Order" required={f.required('sortOrder')}>
            <InputNumber min={0} max={9999} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
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
