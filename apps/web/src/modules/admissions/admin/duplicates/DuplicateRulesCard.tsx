import { useEffect, useState } from 'react';
import { Button, Card, Flex, InputNumber, Switch, Typography } from 'antd';
import {
  DUPLICATE_RULES,
  DUPLICATE_RULE_LABELS,
  DUPLICATE_TOASTS,
  LEAD_LINK,
  type DuplicateRules,
} from '@caduceus/contracts';
import { useRights } from '../../../../app/rights';
import { QueryState } from '../../../../components/QueryState';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useDuplicateRules, useSaveDuplicateRules } from './api';

/** The detection rules: each on or off, and how alike two names must be (pg_trgm similarity). */
export function DuplicateRulesCard() {
  const query = useDuplicateRules();
  const save = useSaveDuplicateRules();
  const rights = useRights(LEAD_LINK);
  const [draft, setDraft] = useState<DuplicateRules | null>(null);
  useEffect(() => {
    if (query.data) setDraft(query.data);
  }, [query.data]);
  const changed = draft && query.data && JSON.stringify(draft) !== JSON.stringify(query.data);

  return (
    <Card
      size="small"
      title={
        <h2 className="card-h2" style={{ margin: 0, fontSize: 16 }}>
          Detection rules
        </h2>
      }
    >
      <QueryState query={query} loadingRows={2}>
        {() =>
          draft && (
            <Flex gap={24} wrap align="center">
              {DUPLICATE_RULES.map((r) => (
                <label key={r} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  <Switch
                    checked={draft[r]}
                    disabled={!rights.edit}
                    onChange={(v) => setDraft({ ...draft, [r]: v })}
                    aria-label={DUPLICATE_RULE_LABELS[r]}
                  />
                  {DUPLICATE_RULE_LABELS[r]}
                </label>
              ))}
              <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <Typography.Text>Name similarity</Typography.Text>
                <InputNumber
                  min={0.1}
                  max={1}
                  step={0.05}
                  value={draft.nameThreshold}
                  disabled={!rights.edit || !draft.nameDob}
                  aria-label="Name similarity threshold"
                  onChange={(v) => v != null && setDraft({ ...draft, nameThreshold: v })}
                />
              </label>
              {rights.edit && (
                <Button
                  type="primary"
                  disabled={!changed}
                  loading={save.isPending}
                  onClick={() =>
                    void saveWithToasts(() => save.mutateAsync(draft), {
                      ok: DUPLICATE_TOASTS.rulesSaved,
                      failed: DUPLICATE_TOASTS.rulesFailed,
                    }).catch(() => undefined)
                  }
                >
                  Save rules
                </Button>
              )}
            </Flex>
          )
        }
      </QueryState>
    </Card>
  );
}
