import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, Card, Flex, Form } from 'antd';
import {
  STUDENT_LINK,
  STUDENT_TOASTS,
  studentCreateInput,
  studentTabUrl,
  type StudentRecord,
} from '@caduceus/contracts';
import { isApiError } from '../../../app/api';
import { useRights } from '../../../app/rights';
import { FormError } from '../../../components/FormError';
import { Page } from '../../../components/Page';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { useUnsavedPrompt } from '../../../components/useUnsavedPrompt';
import { useZodForm } from '../../../components/useZodForm';
import { useCreateStudent } from '../api';
import { PhotoPicker } from '../components/PhotoPicker';
import { AddressFields, PersonalFields, ProfileFields } from '../components/StudentFields';
import '../students.css';

/**
 * /student/add: personal details, address and program in one form (contracts' studentCreateInput, checked
 * here and on the server), with an optional picture. A new student opens on their personal tab.
 */
export default function StudentAddPage() {
  const rights = useRights(STUDENT_LINK);
  const navigate = useNavigate();
  const create = useCreateStudent();
  const f = useZodForm(studentCreateInput);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const leavePrompt = useUnsavedPrompt(dirty);

  if (!rights.write) return <Navigate to="/misc/not-authorized" replace />;

  const onSubmit = f.submit(async (values) => {
    let created: StudentRecord | undefined;
    await saveWithToasts(
      async () => {
        try {
          created = await create.mutateAsync({ values, photo });
        } catch (e) {
          const fileError = isApiError(e) ? (e.fields?.photo ?? e.fields?.file) : undefined;
          if (fileError) setPhotoError(fileError);
          throw e;
        }
      },
      { ok: STUDENT_TOASTS.added, failed: STUDENT_TOASTS.addFailed },
    );
    setDirty(false);
    if (created) void navigate(studentTabUrl('personal', created.id));
  });

  return (
    <Page
      title="Add Student"
      subtitle="Personal details, address and program of a new student"
      maxWidth={1200}
      actions={<Link to={STUDENT_LINK}>Back to the student list</Link>}
    >
      <Form
        {...f.formProps}
        initialValues={{ financialStatus: 1, immigrationRequired: false }}
        onValuesChange={(changed, all) => {
          setDirty(true);
          f.formProps.onValuesChange?.(changed, all);
        }}
        onFinish={() => void onSubmit()}
        aria-label="Add student"
      >
        <FormError message={f.formError} />
        <Flex vertical gap={16}>
          <Card title={<h2 className="card-h2">Personal details</h2>}>
            <Form.Item label="Picture">
              <PhotoPicker
                value={photo}
                onChange={(p) => {
                  setPhoto(p);
                  setDirty(true);
                }}
                error={photoError}
                onError={setPhotoError}
              />
            </Form.Item>
            <PersonalFields required={f.required} autoFocus />
          </Card>
          <Card title={<h2 className="card-h2">Address</h2>}>
            <AddressFields required={f.required} form={f.form} />
          </Card>
          <Card title={<h2 className="card-h2">Program</h2>}>
            <ProfileFields required={f.required} form={f.form} />
          </Card>
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => void navigate(STUDENT_LINK)}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={f.submitting}>
              Add Student
            </Button>
          </Flex>
        </Flex>
      </Form>
      {leavePrompt}
    </Page>
  );
}
