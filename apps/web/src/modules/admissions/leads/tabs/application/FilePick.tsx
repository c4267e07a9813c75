import { Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';

/** One file chosen for a step (kept in the form until saved), with the name of the file already stored. */
export function FilePick({
  file,
  onChange,
  current,
  accept,
  label,
  disabled,
}: {
  file: File | null;
  onChange: (f: File | null) => void;
  current?: string | null;
  accept: string;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Space wrap>
      <Upload
        accept={accept}
        maxCount={1}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(f) => {
          onChange(f);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled} aria-label={label}>
          {label}
        </Button>
      </Upload>
      {file ? (
        <Typography.Text>
          {file.name}{' '}
          <Button type="link" size="small" onClick={() => onChange(null)}>
            Remove
          </Button>
        </Typography.Text>
      ) : current ? (
        <Typography.Text type="secondary">{current}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">No file</Typography.Text>
      )}
    </Space>
  );
}
