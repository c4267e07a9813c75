import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, Card, Flex, Form } from 'antd';
import { LEAD_LINK, LEAD_TOASTS, leadCreateInput, leadTabUrl, type LeadRecord } from '@caduceus/contracts';
import { useRights } from '../../../../app/rights';
import { FormError } from '../../../../components/FormError';
import { Page } from '../../../../components/Page';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useUnsavedPrompt } from '../../../../components/useUnsavedPrompt';
import { useZodForm } from '../../../../components/useZodForm';
import { useCreateLead } from '../api';
import { LeadPersonFields, LeadProgramFields } from '../components/LeadFields';
import { DuplicateCheckAlert } from '../../admin/duplicates/DuplicateCheckAlert';
import '../leads.css';

/**
 * /lead/list/add: the person and the program of a new lead (contracts' leadCreateInput, checked here
 * and on the server). A new lead opens on its profile.
 */
export default function LeadAddPage() {
  const rights = useRights(LEAD_LINK);
  const navigate = useNavigate();
  const create = useCreateLead();
  const f = useZodForm(leadCreateInput);
  const [dirty, setDirty] = useState(false);
  const leavePrompt = useUnsavedPrompt(dirty);

  if (!rights.write) return <Navigate to="/misc/not-authorized" replace />;

  const onSubmit = f.submit(async (values) => {
    let created: LeadRecord | undefined;
    await saveWithToasts(
      async () => {
        created = await create.mutateAsync(values);
      },
      { ok: LEAD_TOASTS.added, failed: LEAD_TOASTS.addFailed },
    );
    setDirty(false);
    if (created) void navigate(leadTabUrl('profile', created.id));
  });

  return (
    <Page
      title="Add Lead"
      subtitle="A prospective student: who they are and what they are interested in"
      maxWidth={1200}
      actions={<Link to={LEAD_LINK}>Back to the lead list</Link>}
    >
      <Form
        {...f.formProps}
        onValuesChange={(changed, all) => {
          setDirty(true);
          f.formProps.onValuesChange?.(changed, all);
        }}
        onFinish={() => void onSubmit()}
        aria-label="Add lead"
      >
        <FormError message={f.formError} />
        <DuplicateCheckAlert />
        <Flex vertical gap={16}>
          <Card title={<h2 className="card-h2">Personal details</h2>}>
            <LeadPersonFields required={f.required} autoFocus />
          </Card>
          <Card title={<h2 className="card-h2">Program</h2>}>
            <LeadProgramFields required={f.required} />
          </Card>
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => void navigate(LEAD_LINK)}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={f.submitting}>
              Add Lead
            </Button>
          </Flex>
        </Flex>
      </Form>
      {leavePrompt}
    </Page>
  );
}
