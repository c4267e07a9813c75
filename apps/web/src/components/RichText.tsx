import { Fragment } from 'react';
import { richTextBlocks, type RichInline } from '@caduceus/contracts';
import './email.css';

function Inlines({ xs }: { xs: RichInline[] }) {
  return (
    <>
      {xs.map((x, i) => {
        if (x.t === 'b') return <strong key={i}>{x.text}</strong>;
        if (x.t === 'i') return <em key={i}>{x.text}</em>;
        if (x.t === 'link')
          return (
            <a key={i} href={x.href} target="_blank" rel="noopener noreferrer">
              {x.text}
            </a>
          );
        return <Fragment key={i}>{x.text}</Fragment>;
      })}
    </>
  );
}

/** An email body as its recipient reads it: the same blocks the server turns into HTML, drawn as React elements (no HTML string). */
export function RichText({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className ?? 'rich-text'}>
      {richTextBlocks(source).map((b, i) => {
        if (b.t === 'p')
          return (
            <p key={i}>
              {b.lines.map((l, j) => (
                <Fragment key={j}>
                  {j > 0 && <br />}
                  <Inlines xs={l} />
                </Fragment>
              ))}
            </p>
          );
        const List = b.t;
        return (
          <List key={i}>
            {b.items.map((item, j) => (
              <li key={j}>
                <Inlines xs={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
