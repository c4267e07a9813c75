import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Form, Input, Tooltip, Typography, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatCents } from '@caduceus/contracts';
import { LookupSelect } from '../../../components/LookupSelect';
import { linesTotalCents } from '../invoices/invoiceRules';

/** The lines' most; the contracts' schemas say the same (INVOICE_MESSAGES.tooManyItems). */
export const MAX_MONEY_LINES = 50;

/** What a line is called on screen: an estimate's "Line 1", an invoice's "Item 1". */
type Noun = 'line' | 'item';

/** Each label written out, so every key stands in the code for the translation check. */
function labelsOf(t: TFunction, noun: Noun, n: number) {
  const o = { ns: 'titles', n };
  return noun === 'line'
    ? {
        group: t('Line {{n}}', o),
        feeHead: t('Line {{n}} fee head', o),
        description: t('Line {{n}} description', o),
        amount: t('Line {{n}} amount', o),
        remove: t('Remove line {{n}}', o),
      }
    : {
        group: t('Item {{n}}', o),
        feeHead: t('Item {{n}} fee head', o),
        description: t('Item {{n}} description', o),
        amount: t('Item {{n}} amount', o),
        remove: t('Remove item {{n}}', o),
      };
}

/**
 * The `lines` list of a money form (an estimate's lines, an invoice's items): an optional fee head, a
 * description and an amount per line, lines added (up to MAX_MONEY_LINES) and removed (never the last), and
 * the total as typed. The form's schema checks the values; this draws them.
 */
export function MoneyLines({
  form,
  noun,
  blank,
  feeHead = false,
}: {
  form: FormInstance;
  noun: Noun;
  blank: () => object;
  /** a fee head dropdown first on each line (an invoice's items) */
  feeHead?: boolean;
}) {
  const { t } = useTranslation();
  const lines = Form.useWatch('lines', form) as { amount?: string }[] | undefined;
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => {
            const l = labelsOf(t, noun, i + 1);
            return (
              <Flex key={field.key} gap={8} align="start" wrap role="group" aria-label={l.group}>
                {feeHead && (
                  <Form.Item name={[field.name, 'feeHeadId']} style={{ width: 240, marginBottom: 8 }} required>
                    <LookupSelect
                      table="fee-head"
                      id={`lines_${i}_feeHeadId`}
                      aria-label={l.feeHead}
                      placeholder={t('Fee head', { ns: 'titles' })}
                    />
                  </Form.Item>
                )}
                <Form.Item
                  name={[field.name, 'description']}
                  style={{ flex: 1, minWidth: feeHead ? 160 : 200, marginBottom: 8 }}
                >
                  <Input
                    id={`lines_${i}_description`}
                    aria-label={l.description}
                    placeholder={
                      feeHead ? t('Description (optional)', { ns: 'titles' }) : t('Description', { ns: 'titles' })
                    }
                    maxLength={200}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'amount']} style={{ width: 160, marginBottom: 8 }} required={feeHead}>
                  <Input
                    id={`lines_${i}_amount`}
                    aria-label={l.amount}
                    placeholder="0.00" // i18n-ignore: a sample amount
                    inputMode="decimal"
                    prefix="$"
                    autoComplete="off"
                  />
                </Form.Item>
                <Tooltip title={l.remove}>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={l.remove}
                    disabled={fields.length === 1}
                    onClick={() => remove(field.name)}
                  />
                </Tooltip>
              </Flex>
            );
          })}
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
            <Button icon={<PlusOutlined />} disabled={fields.length >= MAX_MONEY_LINES} onClick={() => add(blank())}>
              {noun === 'line' ? t('Add line', { ns: 'titles' }) : t('Add item', { ns: 'titles' })}
            </Button>
            <Typography.Text strong aria-live="polite">
              {t('Total {{total}}', { ns: 'titles', total: formatCents(linesTotalCents(lines)) })}
            </Typography.Text>
          </Flex>
        </>
      )}
    </Form.List>
  );
}
