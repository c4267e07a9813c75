import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Empty, Flex, List, Typography } from 'antd';
import {
  PARENT_SHARE_PARTS,
  PARENT_SHARE_PART_KEYS,
  SHARING_TOASTS,
  type ParentSharePart,
  type ParentSharing,
} from '@caduceus/contracts';
import { QueryState } from '../../../components/QueryState';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { useSetSharing, useSharing } from './api';

const OPTIONS = PARENT_SHARE_PART_KEYS.map((p) => ({ value: p, label: PARENT_SHARE_PARTS[p].label }));

/**
 * "Parent access": the student decides, for each linked parent, which parts of her record they may read.
 * Nothing is shared until she says so; a parent never changes her record.
 */
export function SharingCard({ studentId, readOnly }: { studentId: number; readOnly: boolean }) {
  const sharing = useSharing(studentId);
  return (
    <Card title="Parent access" size="small">
      <Typography.Paragraph type="secondary">
        Your record is yours. Choose what each parent linked to your account may see; they can read it but never change
        it.
      </Typography.Paragraph>
      <QueryState query={sharing}>
        {(d) =>
          d.parents.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No parent is linked to your account." />
          ) : (
            <List
              dataSource={d.parents}
              renderItem={(p) => <ParentRow key={p.userId} studentId={studentId} parent={p} readOnly={readOnly} />}
            />
          )
        }
      </QueryState>
    </Card>
  );
}

function ParentRow({ studentId, parent, readOnly }: { studentId: number; parent: ParentSharing; readOnly: boolean }) {
  const save = useSetSharing(studentId);
  const [parts, setParts] = useState<ParentSharePart[]>(parent.parts);
  const saved = parent.parts.join(',');
  useEffect(() => setParts(saved ? (saved.split(',') as ParentSharePart[]) : []), [saved]);
  const dirty = parts.join(',') !== saved;
  const label = `${parent.name}${parent.relation ? ` (${parent.relation})` : ''}`;
  return (
    <List.Item aria-label={`Parent access of ${parent.name}`}>
      <Flex vertical gap={8} style={{ width: '100%' }}>
        <Typography.Text strong>{label}</Typography.Text>
        <Checkbox.Group
          options={OPTIONS}
          value={parts}
          disabled={readOnly}
          onChange={(v) => setParts(PARENT_SHARE_PART_KEYS.filter((k) => (v as string[]).includes(k)))}
          aria-label={`Parts shared with ${parent.name}`}
        />
        {!readOnly && (
          <div>
            <Button
              type="primary"
              size="small"
              disabled={!dirty}
              loading={save.isPending}
              onClick={() =>
                void saveWithToasts(() => save.mutateAsync({ userId: parent.userId, parts }), {
                  ok: SHARING_TOASTS.saved,
                  failed: SHARING_TOASTS.failed,
                }).catch(() => undefined)
              }
            >
              Save access of {parent.name}
            </Button>
          </div>
        )}
      </Flex>
    </List.Item>
  );
}
