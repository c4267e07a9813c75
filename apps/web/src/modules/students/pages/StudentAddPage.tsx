import { useState } from 'react';
import { Form } from 'antd';
import { STUDENT_LINK, STUDENT_TOASTS, studentCreateInput, studentTabUrl } from '@caduceus/contracts';
import { isApiError } from '../../../app/api';
import { RecordAddPage } from '../../../components/records/AddPage';
import { AddressFields } from '../../../components/records/fields';
import { useCreateStudent } from '../api';
import { PhotoPicker } from '../components/PhotoPicker';
import { PersonalFields, ProfileFields } from '../components/StudentFields';

/**
 * /student/add: personal details, address and program in one form (contracts' studentCreateInput, checked
 * here and on the server), with an optional picture. A new student opens on their personal tab.
 */
export default function StudentAddPage() {
  const create = useCreateStudent();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  return (
    <RecordAddPage
      listLink={STUDENT_LINK}
      noun="Student"
      subtitle="Personal details, address and program of a new student"
      schema={studentCreateInput}
      create={async (values) => {
        try {
          return await create.mutateAsync({ values, photo });
        } catch (e) {
          // the picture's refusal shows under the picture
          const fileError = isApiError(e) ? (e.fields?.photo ?? e.fields?.file) : undefined;
          if (fileError) setPhotoError(fileError);
          throw e;
        }
      }}
      toasts={{ ok: STUDENT_TOASTS.added, failed: STUDENT_TOASTS.addFailed }}
      openUrl={(student) => studentTabUrl('personal', student.id)}
      initialValues={{ financialStatus: 1, immigrationRequired: false }}
      sections={(f, markDirty) => [
        {
          title: 'Personal details',
          content: (
            <>
              <Form.Item label="Picture">
                <PhotoPicker
                  value={photo}
                  onChange={(p) => {
                    setPhoto(p);
                    markDirty();
                  }}
                  error={photoError}
                  onError={setPhotoError}
                />
              </Form.Item>
              <PersonalFields required={f.required} autoFocus />
            </>
          ),
        },
        { title: 'Address', content: <AddressFields required={f.required} form={f.form} /> },
        { title: 'Program', content: <ProfileFields required={f.required} form={f.form} /> },
      ]}
    />
  );
}
