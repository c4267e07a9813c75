import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, DatePicker, Empty, Flex, InputNumber, Select, Skeleton, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { formatDate, mondayOf } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { ErrorState } from '../../../components/QueryState';
import { rotationScreen, useGraph, useRotationChoices } from '../rotationsApi';
import { ClinicalNav } from './ClinicalNav';
import './graph.css';

const COLOURS = ['#91caff', '#b7eb8f', '#ffd591', '#d3adf7', '#87e8de', '#ffadd2', '#ffe58f'];

/** /medical/clinicals/assign-rotation/graph: students by hospital (rows) and calendar week (columns), each rotation a coloured bar. */
export default function GraphPage() {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => mondayOf(dayjs().format('YYYY-MM-DD')));
  const [weeks, setWeeks] = useState(12);
  const [hospitalId, setHospitalId] = useState<number | undefined>();
  const choices = useRotationChoices();
  const graph = useGraph(from, weeks, hospitalId);
  const names = [
    ...new Set(
      (graph.data?.hospitals ?? []).flatMap((h) => h.students.flatMap((s) => s.cells.map((c) => c.rotationName))),
    ),
  ];
  const colour = (name: string) => COLOURS[names.indexOf(name) % COLOURS.length];
  const cols = graph.data?.weeks.length ?? weeks;
  return (
    <Page title="Rotation graph">
      <ClinicalNav />
      <Card>
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <DatePicker
            aria-label={t('From', { ns: 'titles' })}
            format="MM/DD/YYYY"
            value={dayjs(from)}
            allowClear={false}
            onChange={(d) => d && setFrom(mondayOf(d.format('YYYY-MM-DD')))}
          />
          <InputNumber
            aria-label={t('Weeks', { ns: 'titles' })}
            min={1}
            max={52}
            value={weeks}
            onChange={(v) => setWeeks(v ?? 12)}
            addonAfter={t('weeks', { ns: 'titles' })}
          />
          <Select
            aria-label={t('Hospital', { ns: 'titles' })}
            placeholder={t('All hospitals', { ns: 'titles' })}
            allowClear
            style={{ minWidth: 220 }}
            value={hospitalId}
            onChange={setHospitalId}
            options={(choices.data?.hospitals ?? []).map((h) => ({ value: h.id, label: h.name }))}
          />
        </Flex>
        {graph.isLoading ? (
          <Skeleton active />
        ) : graph.error ? (
          <ErrorState error={graph.error} onRetry={() => void graph.refetch()} />
        ) : !graph.data?.hospitals.length ? (
          <Empty description={t('No rotations in these weeks', { ns: 'titles' })} />
        ) : (
          <div
            className="rotation-graph"
            role="table"
            aria-label={t('Rotation graph', { ns: 'titles' })}
            style={{ gridTemplateColumns: `220px repeat(${cols}, minmax(56px, 1fr))` }}
          >
            <div role="row" className="rg-row">
              <div role="columnheader" className="rg-head">
                {t('Student', { ns: 'titles' })}
              </div>
              {graph.data.weeks.map((w) => (
                <div role="columnheader" key={w} className="rg-head">
                  {formatDate(w).slice(0, 5)}
                </div>
              ))}
            </div>
            {graph.data.hospitals.map((h) => (
              <div role="rowgroup" key={h.id} className="rg-group">
                <div role="row" className="rg-row">
                  <div role="rowheader" className="rg-hospital" style={{ gridColumn: `1 / span ${cols + 1}` }}>
                    {h.name}
                  </div>
                </div>
                {h.students.map((s) => (
                  <div role="row" key={s.studentId} className="rg-row" data-testid={`graph-student-${s.studentId}`}>
                    <div role="rowheader" className="rg-name">
                      {s.name}
                    </div>
                    {s.cells.map((c) => (
                      <Tooltip key={c.rotationId} title={`${c.rotationName} · ${translateTitle(c.status)}`}>
                        <Link
                          role="cell"
                          to={rotationScreen({ id: c.rotationId, studentId: s.studentId })}
                          className="rg-cell"
                          style={{ gridColumn: `${c.first + 2} / span ${c.span}`, background: colour(c.rotationName) }}
                        >
                          {c.rotationName}
                        </Link>
                      </Tooltip>
                    ))}
                  </div>
                ))}
              </div>
            ))}
          </div>
        )}
      </Card>
    </Page>
  );
}
