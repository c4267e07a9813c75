import { useState } from 'react';
import { Avatar, Button, Tooltip, Upload } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { STUDENT_TOASTS, type StudentHeader } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { errorText } from '../../../components/QueryState';
import { STUDENT_PATHS, useSavePhoto } from '../api';
import { PHOTO_TYPES, photoProblem } from './PhotoPicker';

const initialsOf = (h: Pick<StudentHeader, 'firstName' | 'lastName'>) =>
  `${h.firstName.charAt(0)}${h.lastName.charAt(0)}`.toUpperCase();

/** The header's picture (or the student's initials) and, for those who may edit, a button to change it. */
export function StudentPhoto({ header, canChange }: { header: StudentHeader; canChange: boolean }) {
  const save = useSavePhoto(header.id);
  const [version, setVersion] = useState(0);
  const [failed, setFailed] = useState<number | null>(null);
  const showImage = header.hasPhoto && failed !== version;

  const pick = (file: File) => {
    const problem = photoProblem(file);
    if (problem) {
      toast.error(problem);
      return false;
    }
    save.mutateAsync(file).then(
      () => {
        toast.success(STUDENT_TOASTS.photoUpdated);
        setVersion((v) => v + 1);
      },
      (e: unknown) => toast.error(`${STUDENT_TOASTS.updateFailed} ${errorText(e)}`),
    );
    return false;
  };

  return (
    <div style={{ position: 'relative', flex: 'none' }}>
      <Avatar
        size={88}
        shape="square"
        style={{ fontSize: 32 }}
        src={
          showImage ? (
            <img
              src={`${STUDENT_PATHS.photo(header.id)}?v=${version}`}
              alt={`Picture of ${header.name}`}
              onError={() => setFailed(version)}
            />
          ) : undefined
        }
      >
        {showImage ? null : <span aria-label={`${header.name} (no picture)`}>{initialsOf(header)}</span>}
      </Avatar>
      {canChange && (
        <Upload
          accept={PHOTO_TYPES.join(',')}
          maxCount={1}
          showUploadList={false}
          beforeUpload={pick}
          className="record-photo-btn"
        >
          <Tooltip title="Change picture">
            <Button
              shape="circle"
              size="small"
              icon={<CameraOutlined />}
              loading={save.isPending}
              aria-label="Change picture"
            />
          </Tooltip>
        </Upload>
      )}
    </div>
  );
}
