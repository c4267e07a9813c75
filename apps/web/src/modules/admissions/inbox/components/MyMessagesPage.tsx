import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MY_MESSAGES_LINKS } from '@caduceus/contracts';
import { Page } from '../../../../components/Page';
import { StatusTag } from '../../../../components/StatusTag';

type Kind = keyof typeof MY_MESSAGES_LINKS;
const TITLES: Record<Kind, string> = { mail: 'My Mail', chats: 'My Chats', sms: 'My SMS' };
const ORDER: Kind[] = ['mail', 'chats', 'sms'];

/** One of the signed-in user's message screens (mail, chats, SMS), with links to the other two. */
export function MyMessagesPage({ kind, subtitle, children }: { kind: Kind; subtitle: string; children: ReactNode }) {
  return (
    <Page
      title={TITLES[kind]}
      actions={
        <>
          {ORDER.filter((k) => k !== kind).map((k) => (
            <Link key={k} to={MY_MESSAGES_LINKS[k]}>
              {TITLES[k]}
            </Link>
          ))}
        </>
      }
      subtitle={subtitle}
    >
      {children}
    </Page>
  );
}

/** A message's delivery status column. */
export const statusColumn = (width: number, sorter = false) => ({
  title: 'Status',
  dataIndex: 'status',
  key: 'status',
  sorter,
  width,
  render: (v: string) => <StatusTag status={v} />,
});
