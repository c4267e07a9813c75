import { useState } from 'react';
import { Button, Card, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { LIBRARY_CATALOG_FILENAME, type LibraryCatalog } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { downloadGet } from '../../../../components/download';
import { QueryState, errorText } from '../../../../components/QueryState';
import type { StudentTabProps } from '../registry';
import { DOC_PATHS, useLibraryCatalog } from './api';

type Item = LibraryCatalog['items'][number];

/** Library Catalog: the library's books for the student's course, and the download Library_Catalog.xlsx. */
export default function LibraryCatalogTab({ studentId }: StudentTabProps) {
  const q = useLibraryCatalog(studentId);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadGet(DOC_PATHS.catalogFile(studentId), LIBRARY_CATALOG_FILENAME);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={<h2 className="card-h2">Library Catalog</h2>}
      extra={
        <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
          Download {LIBRARY_CATALOG_FILENAME}
        </Button>
      }
    >
      <QueryState
        query={q}
        isEmpty={(d) => d.items.length === 0}
        emptyText="The library has no books listed for this course yet"
      >
        {(d) => (
          <>
            <Typography.Paragraph type="secondary">
              {d.items.length} {d.items.length === 1 ? 'title' : 'titles'} for {d.courseName ?? 'every course'}.
            </Typography.Paragraph>
            <Table<Item>
              rowKey="id"
              size="small"
              dataSource={d.items}
              pagination={d.items.length > 50 ? { pageSize: 50 } : false}
              aria-label="Library catalog"
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: 'Title',
                  dataIndex: 'title',
                  sorter: (a, b) => a.title.localeCompare(b.title),
                  defaultSortOrder: 'ascend',
                },
                { title: 'Author', dataIndex: 'author' },
                { title: 'Edition', dataIndex: 'edition', render: (v: string | null) => v ?? '—' },
                { title: 'ISBN', dataIndex: 'isbn' },
                { title: 'Course', dataIndex: 'courseName', render: (v: string | null) => v ?? 'All courses' },
                { title: 'Copies', dataIndex: 'copies', align: 'right', render: (v: number | null) => v ?? '—' },
              ]}
            />
          </>
        )}
      </QueryState>
    </Card>
  );
}
