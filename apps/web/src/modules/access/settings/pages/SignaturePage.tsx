import { useRef, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Segmented, Typography } from 'antd';
import { ClearOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { SIGNATURE_MAX_BYTES, signatureRequest, TOASTS } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { formatDateTime } from '../../../../components/format';
import { Page } from '../../../../components/Page';
import { EmptyState, QueryState } from '../../../../components/QueryState';
import { SignaturePad, type SignaturePadHandle } from '../components/SignaturePad';
import { useSaveSignature, useSignature } from '../api';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

/** The user's signature: draw it or upload an image; the saved one is previewed. */
export default function SignaturePage() {
  const query = useSignature();
  const save = useSaveSignature();
  const pad = useRef<SignaturePadHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<'draw' | 'upload'>('draw');
  const [hasInk, setHasInk] = useState(false);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type)) {
      setError('Choose a PNG or JPEG image.');
      return;
    }
    if (file.size > SIGNATURE_MAX_BYTES) {
      setError('The signature image is too large (200 KB at most).');
      return;
    }
    setUploaded(await readAsDataUrl(file));
  };

  const onSave = async () => {
    setError(null);
    const image = source === 'draw' ? pad.current?.toDataUrl() : uploaded;
    if (!image) {
      setError(source === 'draw' ? 'Draw your signature first.' : 'Choose an image first.');
      return;
    }
    const check = signatureRequest.safeParse({ image });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Invalid image');
      return;
    }
    try {
      await save.mutateAsync(image);
      toast.success(TOASTS.signatureSaved);
      pad.current?.clear();
      setUploaded(null);
    } catch {
      // toasted by the error catalogue
    }
  };

  const onClear = () => {
    setError(null);
    if (source === 'draw') pad.current?.clear();
    else setUploaded(null);
  };
  const ready = source === 'draw' ? hasInk : !!uploaded;

  return (
    <Page title="Signature" subtitle="Used on letters and documents you sign in Caduceus" maxWidth={1100}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="New signature">
            <Segmented<'draw' | 'upload'>
              aria-label="How to give your signature"
              value={source}
              onChange={(v) => {
                setSource(v);
                setError(null);
              }}
              options={[
                { label: 'Draw', value: 'draw' },
                { label: 'Upload image', value: 'upload' },
              ]}
              style={{ marginBottom: 12 }}
            />
            {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} />}
            {source === 'draw' ? (
              <SignaturePad ref={pad} onChange={setHasInk} />
            ) : (
              <div>
                <input
                  ref={fileInput}
                  id="signatureFile"
                  name="signatureFile"
                  type="file"
                  accept="image/png,image/jpeg"
                  className="visually-hidden"
                  aria-label="Signature image file"
                  onChange={(e) => void onFile(e.target.files?.[0])}
                />
                <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
                  Choose a PNG or JPEG (200 KB at most)
                </Button>
                {uploaded && (
                  <div className="signature-preview" style={{ marginTop: 12 }}>
                    <img src={uploaded} alt="Chosen signature image" />
                  </div>
                )}
              </div>
            )}
            <Flex gap={8} style={{ marginTop: 12 }} wrap>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                onClick={() => void onSave()}
                loading={save.isPending}
                disabled={!ready}
              >
                Save signature
              </Button>
              <Button icon={<ClearOutlined />} onClick={onClear}>
                Clear
              </Button>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Saved signature">
            <QueryState query={query}>
              {(s) =>
                s.image ? (
                  <>
                    <div className="signature-preview">
                      <img src={s.image} alt="Your saved signature" />
                    </div>
                    <Typography.Text type="secondary">Saved {formatDateTime(s.updatedAt)}</Typography.Text>
                  </>
                ) : (
                  <EmptyState text="No signature saved yet" />
                )
              }
            </QueryState>
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
