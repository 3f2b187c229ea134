// A comment's text as React elements: @mentions link to the grower, addresses open in a new tab as user content;
// everything else is text (no HTML is ever made from what a grower wrote).
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { tokenizeComment } from '@/domain/comment/comment-text';

export function CommentText({ text, mentions }: { text: string; mentions: Readonly<Record<string, number>> }) {
  const pieces = useMemo(() => tokenizeComment(text, mentions), [text, mentions]);
  return (
    <>
      {pieces.map((piece, i) => {
        if (piece.kind === 'mention') return <Link key={i} to="/grower/$id" params={{ id: piece.user_id }}>{piece.text}</Link>;
        if (piece.kind === 'link') return <a key={i} href={piece.href} rel="nofollow ugc noopener" target="_blank">{piece.text}</a>;
        return piece.text;
      })}
    </>
  );
}
