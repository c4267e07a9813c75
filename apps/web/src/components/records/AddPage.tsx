import { useTranslation } from 'react-i18next';
import i18n, { translateTitle } from '../../app/i18n';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, Card, Flex, Form } from 'antd';
import type { z } from 'zod';
import { useRights } from '../../app/rights';
import { FormError } from '../FormError';
import { Page } from '../Page';
import { saveWithToasts } from '../saveWithToasts';
import { useUnsavedPrompt } from '../useUnsavedPrompt';
import { useZodForm } from '../useZodForm';
import './records.css';

/** what a section's fields need of the form */
type FormParts = Pick<ReturnType<typeof useZodForm>, 'required' | 'form'>;

interface Props<S extends z.ZodType, R> {
  /** the record's list: whose write right adds one, where Back and Cancel go */
  listLink: string;
  /** "Student", "Lead": the title, the form's name and the buttons */
  noun: string;
  subtitle: string;
  schema: S;
  /** adds the record; a failure is thrown (its field errors go onto the form) */
  create: (values: z.output<S>) => Promise<R>;
  toasts: { ok: string; failed: string };
  /** where the new record opens */
  openUrl: (created: R) => string;
  initialValues?: Record<string, unknown>;
  /** above the sections (a lead's duplicate check) */
  before?: ReactNode;
  /** asked with the checked values before adding; false stops quietly (a lead's "Save anyway?" on duplicates) */
  confirm?: (values: z.output<S>) => Promise<boolean>;
  /** the form's cards; `markDirty` for a change outside the form's fields (a picture) */
  sections: (f: FormParts, markDirty: () => void) => { title: string; content: ReactNode }[];
}

/**
 * A record's add page (/student/add, /lead/list/add): one form of cards checked with the contracts' schema here and
 * on the server, a prompt before leaving it unsaved, and the new record opened once added.
 */
export function RecordAddPage<S extends z.ZodType, R>({
  listLink,
  noun,
  subtitle,
  schema,
  create,
  toasts,
  openUrl,
  initialValues,
  before,
  confirm,
  sections,
}: Props<S, R>) {
  const rights = useRights(listLink);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const f = useZodForm(schema);
  const [dirty, setDirty] = useState(false);
  const leavePrompt = useUnsavedPrompt(dirty);

  const nounLower = i18n.language === 'en' ? noun.toLowerCase() : translateTitle(noun);
  if (!rights.write) return <Navigate to="/misc/not-authorized" replace />;

  const onSubmit = f.submit(async (values) => {
    if (confirm && !(await confirm(values as z.output<S>))) return;
    let created: R | undefined;
    await saveWithToasts(async () => {
      created = await create(values as z.output<S>);
    }, toasts);
    setDirty(false);
    if (created !== undefined) void navigate(openUrl(created));
  });

  return (
    <Page
      title={t('add.title', { noun: translateTitle(noun) })}
      subtitle={subtitle}
      maxWidth={1200}
      actions={<Link to={listLink}>{t('add.back', { noun: nounLower })}</Link>}
    >
      <Form
        {...f.formProps}
        initialValues={initialValues}
        onValuesChange={(changed, all) => {
          setDirty(true);
          f.formProps.onValuesChange?.(changed, all);
        }}
        onFinish={() => void onSubmit()}
        aria-label={t('add.title', { noun: nounLower })}
      >
        <FormError message={f.formError} />
        {before}
        <Flex vertical gap={16}>
          {sections(f, () => setDirty(true)).map((s) => (
            <Card key={s.title} title={<h2 className="card-h2">{translateTitle(s.title)}</h2>}>
              {s.content}
            </Card>
          ))}
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => void navigate(listLink)}>{t('action.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={f.submitting}>
              {t('add.title', { noun: translateTitle(noun) })}
            </Button>
          </Flex>
        </Flex>
      </Form>
      {leavePrompt}
    </Page>
  );
}
