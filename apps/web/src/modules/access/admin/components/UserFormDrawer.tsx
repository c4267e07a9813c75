import { useEffect, useMemo } from 'react';
import { AutoComplete, Checkbox, Col, Form, Input, Row, Select, Switch } from 'antd';
import { createUserInput, ROLE, ROLE_NAMES, TOASTS, USER_TYPES, userInput, type AdminUser } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { FormDrawer } from '../../../../components/FormModal';
import { FieldCol } from '../../../../components/FieldCol';
import { useZodForm } from '../../../../components/useZodForm';
import { useAllGroups, useCreateUser, useUpdateUser } from '../api';

interface Props {
  open: boolean;
  /** null: a new user */
  user: AdminUser | null;
  onClose: () => void;
}

const ROLE_OPTIONS = [
  { value: 0, label: 'None (rights from the group)' },
  { value: ROLE.superAdmin, label: 'Super admin (99)' },
  { value: ROLE.superUser, label: 'Super user (100)' },
];

/** Add or edit a user account: identity, type, role, access group; a new account can get its credentials by email. */
export function UserFormDrawer({ open, user, onClose }: Props) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const groups = useAllGroups();
  const schema = user ? userInput : createUserInput;
  const toInput = useMemo(() => (v: Record<string, unknown>) => ({ ...v, roleId: v.roleId ? v.roleId : null }), []);
  const f = useZodForm(schema, { toInput });
  const { reset } = f;

  useEffect(() => {
    if (!open) return;
    reset(
      user
        ? {
            username: user.username,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            phone: user.phone ?? '',
            userType: user.userType,
            roleId: user.roleId ?? 0,
            roleName: user.roleName ?? '',
            groupId: user.groupId ?? undefined,
            active: user.active,
            mustChangePassword: user.mustChangePassword,
          }
        : { userType: 'Staff', roleId: 0, active: true, mustChangePassword: false, sendCredentials: true },
    );
    // keyed on the id: a refetch of the same user must not wipe what was typed
  }, [open, user?.id, reset]);

  const onSubmit = f.submit(async (data) => {
    if (user) {
      await update.mutateAsync({ id: user.id, body: data });
      toast.success(TOASTS.userUpdated);
    } else {
      const body = createUserInput.parse(data);
      await create.mutateAsync(body);
      toast.success(body.sendCredentials ? TOASTS.userCreated : TOASTS.userCreatedNoMail);
    }
    onClose();
  });

  const groupOptions = (groups.data?.items ?? []).map((g) => ({
    value: g.id,
    label: g.active ? g.name : `${g.name} (inactive)`,
  }));
  return (
    <FormDrawer
      open={open}
      title={user ? `Edit user ${user.username}` : 'Add user'}
      okText={user ? 'Save' : 'Add user'}
      onClose={onClose}
      onSubmit={onSubmit}
      {...f.shellProps}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="username" label="Username" required={f.required('username')}>
            <Input name="username" autoComplete="off" />
          </Form.Item>
        </Col>
        <FieldCol name="firstName" label="First name" required={f.required}>
          <Input name="firstName" />
        </FieldCol>
        <FieldCol name="lastName" label="Last name" required={f.required}>
          <Input name="lastName" />
        </FieldCol>
        <FieldCol name="email" label="Email" required={f.required}>
          <Input name="email" type="email" />
        </FieldCol>
        <FieldCol name="phone" label="Phone" required={f.required}>
          <Input name="phone" type="tel" />
        </FieldCol>
        <FieldCol name="userType" label="User type" required={f.required}>
          <Select options={USER_TYPES.map((t) => ({ value: t, label: t }))} />
        </FieldCol>
        <FieldCol name="groupId" label="Access group" required={f.required}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="No group"
            options={groupOptions}
            loading={groups.isPending}
          />
        </FieldCol>
        <FieldCol name="roleId" label="Role" required={f.required}>
          <Select options={ROLE_OPTIONS} />
        </FieldCol>
        <FieldCol name="roleName" label="Role name" required={f.required}>
          <AutoComplete options={ROLE_NAMES.map((r) => ({ value: r }))} placeholder="e.g. REGISTRAR" />
        </FieldCol>
      </Row>
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="mustChangePassword" valuePropName="checked">
        <Checkbox id="mustChangePassword">Require a new password at the next sign-in</Checkbox>
      </Form.Item>
      {!user && (
        <Form.Item name="sendCredentials" valuePropName="checked">
          <Checkbox id="sendCredentials">Email the user a link to set their password</Checkbox>
        </Form.Item>
      )}
    </FormDrawer>
  );
}
