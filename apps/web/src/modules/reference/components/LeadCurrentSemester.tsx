import { useEffect, useMemo } from 'react';
import { Button, Card, Descriptions, Form, Typography } from 'antd';
import { rowSchema, type TableDef } from '@caduceus/contracts';
import { useRights } from '../../../app/rights';
import { FormError } from '../../../components/FormError';
import { formatDate } from '../../../components/format';
import { LookupSelect } from '../../../components/LookupSelect';
import { QueryState } from '../../../components/QueryState';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { useZodForm } from '../../../components/useZodForm';
import { useCurrentNextSemester, useLeadSemester, useSaveLeadSemester } from '../api';

/** The form's one field, declared like a table's so the rule and message match the engine's. */
const FORM: TableDef = {
  key: 'lead-current-semester',
  group: 'lead',
  title: 'Current Semester',
  singular: 'Current Semester',
  fields: [{ key: 'semesterId', label: 'Semester', kind: 'ref', ref: 'semester', required: true }],
};

const span = (s: { label: string; startDate: string | null; endDate: string | null } | null) =>
  s ? `${s.label}${s.startDate ? ` (${formatDate(s.startDate)} – ${formatDate(s.endDate)})` : ''}` : 'None';

/** The semester new leads apply for (a setting), beside the current and next semester by date. */
export function LeadCurrentSemester() {
  const setting = useLeadSemester();
  const byDate = useCurrentNextSemester();
  const save = useSaveLeadSemester();
  const canEdit = useRights('/admin/lead-settings').edit;
  const schema = useMemo(() => rowSchema(FORM), []);
  const f = useZodForm(schema);
  const { reset } = f;
  const held = setting.data?.semester ?? null;
  useEffect(() => {
    if (setting.data) reset({ semesterId: setting.data.semester?.id });
  }, [setting.data, reset]);

  const onSubmit = f.submit(async (data) => {
    await saveWithToasts(() => save.mutateAsync(Number((data as { semesterId: number }).semesterId)), {
      ok: 'Current semester updated successfully',
      failed: 'Failed to update current semester, Try again!',
    });
  });

  return (
    <section aria-labelledby="lead-semester-title" style={{ maxWidth: 640 }}>
      <Typography.Title level={2} id="lead-semester-title" style={{ fontSize: 18, marginTop: 0 }}>
        Current semester for leads
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        The semester new leads and applications are counted in.
      </Typography.Paragraph>
      <QueryState query={setting}>
        {() => (
          <>
            <FormError message={f.formError} />
            <Form {...f.formProps} disabled={!canEdit} onFinish={() => void onSubmit()}>
              <Form.Item name="semesterId" label="Semester" required={f.required('semesterId')}>
                <LookupSelect
                  table="semester"
                  currentLabel={held?.label}
                  allowClear={false}
                  placeholder="Choose a semester"
                />
              </Form.Item>
              {canEdit && (
                <Button type="primary" htmlType="submit" loading={f.submitting}>
                  Save
                </Button>
              )}
            </Form>
          </>
        )}
      </QueryState>
      <Card size="small" title="By the semesters' dates" style={{ marginTop: 24 }}>
        <QueryState query={byDate} loadingRows={2}>
          {(d) => (
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'current', label: 'Current semester', children: span(d.current) },
                { key: 'next', label: 'Next semester', children: span(d.next) },
              ]}
            />
          )}
        </QueryState>
      </Card>
    </section>
  );
}
