import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Card, Form, Select } from 'antd';

interface Props {
  groups: { id: number; name: string; active: boolean }[];
  /** the chosen group's id (the page reads it from ?groupId=) */
  value: number | undefined;
  loading?: boolean;
  /** facts about the chosen group, under the picker */
  extra?: ReactNode;
}

/** The card above a per-group settings screen (rights, dashboard widgets): choose the access group, kept in ?groupId=. */
export function GroupPicker({ groups, value, loading, extra }: Props) {
  const [, setSp] = useSearchParams();
  return (
    <Card style={{ marginBottom: 16 }}>
      <Form layout="vertical" style={{ maxWidth: 420 }}>
        <Form.Item label="Access group" htmlFor="groupId" style={{ marginBottom: 0 }} extra={extra}>
          <Select
            id="groupId"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose a group"
            loading={loading}
            value={value}
            options={groups.map((g) => ({
              value: g.id,
              label: g.active ? g.name : `${g.name} (inactive)`,
            }))}
            onChange={(v: number) =>
              setSp((p) => {
                const n = new URLSearchParams(p);
                n.set('groupId', String(v));
                return n;
              })
            }
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
