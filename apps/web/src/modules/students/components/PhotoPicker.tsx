import { useEffect, useState } from 'react';
import { Avatar, Button, Flex, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';

export const PHOTO_TYPES = ['image/png', 'image/jpeg'];
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Why a file cannot be a profile picture, or null when it can. */
export function photoProblem(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'Choose a PNG or JPEG picture';
  if (file.size > PHOTO_MAX_BYTES) return 'The picture is too large (10 MB at most)';
  return null;
}

/** A local preview of a chosen file (the object URL is freed when the file changes or the view goes). */
export function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

interface Props {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  onError: (message: string | null) => void;
}

/** The add form's picture: choose a PNG or JPEG, see it, take it off again; nothing uploads before Save. */
export function PhotoPicker({ value, onChange, error, onError }: Props) {
  const preview = usePreview(value);
  return (
    <Flex gap={16} align="center">
      <Avatar
        size={88}
        shape="square"
        src={preview ?? undefined}
        icon={preview ? undefined : <UserOutlined />}
        alt={value ? `Preview of ${value.name}` : undefined}
      />
      <Flex vertical gap={6}>
        <Flex gap={8} wrap>
          <Upload
            accept={PHOTO_TYPES.join(',')}
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              const problem = photoProblem(file);
              onError(problem);
              if (!problem) onChange(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>{value ? 'Choose another picture' : 'Choose picture'}</Button>
          </Upload>
          {value && (
            <Button
              icon={<DeleteOutlined />}
              onClick={() => {
                onChange(null);
                onError(null);
              }}
            >
              Remove
            </Button>
          )}
        </Flex>
        {error ? (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            {value ? value.name : 'PNG or JPEG, 10 MB at most (optional)'}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
