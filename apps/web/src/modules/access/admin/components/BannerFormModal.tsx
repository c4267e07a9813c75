import { useEffect, useState } from 'react';
import { Form, Input, Select, Switch, Upload, Button, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { BANNER_AUDIENCES, BANNER_IMAGE_MAX_BYTES, bannerInput, type Banner } from '@caduceus/contracts';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { FormModal } from '../../../../components/FormModal';
import { useZodForm } from '../../../../components/useZodForm';
import { useCreateBanner, useUpdateBanner } from '../api';

interface Props {
  open: boolean;
  banner: Banner | null;
  onClose: () => void;
}
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Add or edit a banner: title, text, audience, active, and a picture (PNG, JPEG, GIF or WebP). */
export function BannerFormModal({ open, banner, onClose }: Props) {
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  // the switch gives a boolean; the multipart schema reads the text 'true' / 'false'
  const f = useZodForm(bannerInput, { toInput: (v) => ({ ...v, active: v.active === false ? 'false' : 'true' }) });
  const { reset } = f;

  useEffect(() => {
    if (!open) return;
    setImage(null);
    setImageError(null);
    reset(
      banner
        ? { title: banner.title, text: banner.text ?? '', audience: banner.audience, active: banner.active }
        : { audience: 'All', active: true },
    );
  }, [open, banner, reset]);

  const onSubmit = f.submit(async (data) => {
    const body = { title: data.title, text: data.text ?? null, audience: data.audience, active: data.active, image };
    await saveWithToasts(
      () => (banner ? update.mutateAsync({ id: banner.id, body }) : create.mutateAsync(body)),
      banner
        ? { ok: 'Banner updated successfully', failed: 'Failed to update banner' }
        : { ok: 'Banner added successfully', failed: 'Failed to add banner' },
    );
    onClose();
  });

  const pick = (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) setImageError('Choose a PNG, JPEG, GIF or WebP image');
    else if (file.size > BANNER_IMAGE_MAX_BYTES) setImageError('The image is too large (5 MB at most)');
    else {
      setImage(file);
      setImageError(null);
    }
    return false; // keep the file for the form; nothing uploads before Save
  };

  return (
    <FormModal
      open={open}
      title={banner ? `Edit banner ${banner.title}` : 'Add banner'}
      okText={banner ? 'Save' : 'Add banner'}
      onClose={onClose}
      onSubmit={onSubmit}
      {...f.shellProps}
    >
      <Form.Item name="title" label="Title" required={f.required('title')}>
        <Input name="title" />
      </Form.Item>
      <Form.Item name="text" label="Text" required={f.required('text')}>
        <Input.TextArea name="text" rows={3} showCount maxLength={1000} />
      </Form.Item>
      <Form.Item name="audience" label="Shown to" required>
        <Select
          options={BANNER_AUDIENCES.map((a) => ({ value: a, label: a === 'All' ? 'Everybody' : `${a} users` }))}
        />
      </Form.Item>
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        label="Picture"
        validateStatus={imageError ? 'error' : undefined}
        help={
          imageError ?? (banner?.imageUrl && !image ? 'A picture is set; choose another to replace it.' : undefined)
        }
      >
        <Upload accept={IMAGE_TYPES.join(',')} maxCount={1} beforeUpload={pick} showUploadList={false}>
          <Button icon={<UploadOutlined />}>Choose image</Button>
        </Upload>
        {image && <Typography.Text style={{ marginLeft: 8 }}>{image.name}</Typography.Text>}
      </Form.Item>
    </FormModal>
  );
}
