import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { CommentFormPreviewQuery } from '../../__generated__/CommentFormPreviewQuery.graphql';
import { Alert } from '../ui/States.tsx';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { onTabListKeyDown, tabStop } from '../ui/tabs.ts';
import { useMentionAutocomplete } from './useMentionAutocomplete.tsx';

/** The server's limit; the textarea stops there so nobody writes a comment that cannot be posted. */
export const COMMENT_MAX_LENGTH = 10_000;

const PreviewQuery = graphql`
  query CommentFormPreviewQuery($content: String!, $commentableType: CommentableType, $commentableId: ID) {
    renderMarkdown(content: $content, commentableType: $commentableType, commentableId: $commentableId)
  }
`;

/** The thread a form writes in: its preview highlights @mentions as they will be once posted there. */
export interface ThreadTarget {
  commentableType: 'archetype' | 'decklist';
  commentableId: string;
}

/**
 * Markdown rendered by the server, exactly as a posted comment will look (same renderer, same sanitising). The
 * HTML comes sanitised from the server, which is why it may be inserted as HTML.
 */
function MarkdownPreview({ content, target }: { content: string; target?: ThreadTarget }) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<{ content: string; html: string | null; failed: boolean }>({ content: '', html: null, failed: false });
  const commentableType = target?.commentableType;
  const commentableId = target?.commentableId;
  useEffect(() => {
    const variables = { content, commentableType, commentableId };
    const subscription = fetchQuery<CommentFormPreviewQuery>(environment, PreviewQuery, variables, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setState({ content, html: data.renderMarkdown ?? '', failed: data.renderMarkdown === null }),
      error: () => setState({ content, html: null, failed: true }),
    });
    return () => subscription.unsubscribe();
  }, [environment, content, commentableType, commentableId]);
  if (state.content !== content) return <LoadingIndicator size="small" message="Rendering preview..." />;
  if (state.failed) return <Alert tone="error">The preview could not be rendered. Please try again.</Alert>;
  return <div className="comment-body markdown comment-preview" dangerouslySetInnerHTML={{ __html: state.html ?? '' }} />;
}

export interface CommentFormProps {
  /** Text to start from (the comment being edited). */
  initial?: string;
  submitLabel: string;
  busyLabel: string;
  placeholder: string;
  /** Receives the trimmed text; a rejection keeps the text and shows `errorMessage(error)`. */
  onSubmit: (content: string) => Promise<unknown>;
  errorMessage: (error: unknown) => string;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Empties the form after a successful submit (new comments and replies), rather than leaving it to close. */
  clearOnSuccess?: boolean;
  /** The thread written in, for the preview's @mention highlighting. */
  target?: ThreadTarget;
}

/**
 * Write and Preview modes (Preview only once there is text), Post/Save disabled while the trimmed text is empty or
 * the request is in flight. Ctrl+Enter or Cmd+Enter submits.
 */
export function CommentForm({ initial = '', submitLabel, busyLabel, placeholder, onSubmit, errorMessage, onCancel, autoFocus = false, clearOnSuccess = false, target }: CommentFormProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = text.trim();
  const showPreview = mode === 'preview' && trimmed.length > 0;
  const mentions = useMentionAutocomplete({ text, setText, textarea });

  useEffect(() => {
    if (autoFocus) textarea.current?.focus();
  }, [autoFocus]);

  const submit = async () => {
    if (!trimmed || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(trimmed);
      if (clearOnSuccess) {
        setText('');
        setMode('write');
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mentions.onKeyDown(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="comment-form-tabs" role="tablist" aria-label="Comment editor" onKeyDown={onTabListKeyDown}>
        <button type="button" role="tab" id={`${id}-write`} aria-selected={!showPreview} tabIndex={tabStop(!showPreview)} aria-controls={`${id}-panel`} className="comment-form-tab" onClick={() => setMode('write')}>
          Write
        </button>
        {trimmed && (
          <button type="button" role="tab" id={`${id}-preview`} aria-selected={showPreview} tabIndex={tabStop(showPreview)} aria-controls={`${id}-panel`} className="comment-form-tab" onClick={() => setMode('preview')}>
            Preview
          </button>
        )}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={showPreview ? `${id}-preview` : `${id}-write`}>
        {showPreview ? (
          <MarkdownPreview content={trimmed} target={target} />
        ) : (
          <div className="comment-input">
            <textarea
              ref={textarea}
              className="textarea comment-textarea"
              aria-label={placeholder}
              placeholder={placeholder}
              value={text}
              maxLength={COMMENT_MAX_LENGTH}
              onChange={(event) => {
                setText(event.target.value);
                mentions.track(event.target);
              }}
              onSelect={(event) => mentions.track(event.currentTarget)}
              onKeyDown={onKeyDown}
              {...mentions.inputProps}
            />
            {mentions.listbox}
          </div>
        )}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="comment-form-footer">
        <span className="muted small">
          Markdown supported; mention someone with @username.
          {text.length > COMMENT_MAX_LENGTH * 0.9 && ` ${text.length.toLocaleString('en-US')} / ${COMMENT_MAX_LENGTH.toLocaleString('en-US')}`}
        </span>
        <div className="row">
          {onCancel && (
            <button type="button" className="btn btn-secondary btn-sm" onClick={onCancel} disabled={busy}>
              Cancel
            </button>
          )}
          <button type="submit" className="btn btn-primary btn-sm" disabled={!trimmed || busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
