import { Link } from 'react-router';
import { Card, Tree, Typography } from 'antd';
import type { GroupNode } from '@caduceus/contracts';
import { QueryState } from '../../../../components/QueryState';
import { useGroupTree } from '../api';

type TreeItem = { key: number; title: React.ReactNode; children: TreeItem[] };
const toTree = (nodes: GroupNode[]): TreeItem[] =>
  nodes.map((n) => ({
    key: n.id,
    title: (
      <Link to={`/admin/group/access?groupId=${n.id}`}>
        {n.active ? n.name : <Typography.Text type="secondary">{n.name} (inactive)</Typography.Text>}
      </Link>
    ),
    children: toTree(n.children),
  }));

/** The hierarchy of access groups (supervising groups above the groups they supervise). */
export function GroupTree() {
  const query = useGroupTree();
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Hierarchy</h2>} size="small">
      <QueryState query={query} isEmpty={(d) => d.items.length === 0} emptyText="No groups yet">
        {(d) => (
          <Tree treeData={toTree(d.items)} defaultExpandAll selectable={false} showLine aria-label="Group hierarchy" />
        )}
      </QueryState>
    </Card>
  );
}
