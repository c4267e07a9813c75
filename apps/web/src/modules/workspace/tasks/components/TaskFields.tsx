import { Col, DatePicker, Form, Row, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Task } from '@caduceus/contracts';
import { LookupSelect } from '../../../../components/LookupSelect';
import { DATE_FORMAT } from '../../../../components/format';
import { UserSelect } from '../../../../components/UserSelect';
import { DescriptionField } from './DescriptionField';

interface Props {
  form: FormInstance;
  required: (name: string) => boolean;
  /** the task being edited: names of the held subject, priority and assignee */
  task?: Task | null;
  /** details are read-only (the assignee, or a closed task) */
  readOnly?: boolean;
  /** the name of the assignee a new task starts with */
  assigneeLabel?: string;
}

/** The task's details: subject, description, assignee, priority and due date (dates in the form are YYYY-MM-DD). */
export function TaskFields({ form, required, task, readOnly, assigneeLabel }: Props) {
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="subjectId" label="Subject" required={required('subjectId')}>
          <LookupSelect
            table="task-subject"
            placeholder="Choose a subject"
            currentLabel={task?.subjectName}
            disabled={readOnly}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="assignedToId" label="Assign to" required={required('assignedToId')}>
          <UserSelect currentLabel={task?.assignedToName ?? assigneeLabel} allowClear={false} disabled={readOnly} />
        </Form.Item>
      </Col>
      <Col span={24}>
        {readOnly ? (
          <Form.Item label="Description">
            <div className="task-description" style={{ whiteSpace: 'pre-wrap' }}>
              {task?.description}
            </div>
          </Form.Item>
        ) : (
          <DescriptionField form={form} required={required('description')} />
        )}
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="priorityId" label="Priority" required={required('priorityId')}>
          <LookupSelect
            table="task-priority"
            placeholder="Choose a priority"
            currentLabel={task?.priorityName}
            disabled={readOnly}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="dueDate"
          label="Due date"
          required={required('dueDate')}
          getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v.slice(0, 10)) : null })}
          normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
        >
          <DatePicker format={DATE_FORMAT} placeholder={DATE_FORMAT} style={{ width: '100%' }} disabled={readOnly} />
        </Form.Item>
      </Col>
    </Row>
  );
}
