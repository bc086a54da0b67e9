import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { errorText } from '@apteka/api-client';
import type { ChatMessage } from '@apteka/contracts/schemas';
import { Button, Dialog } from '@apteka/ui';
import { chatApi } from './chat-api';

/** While the panel is open it asks for new answers this often. */
export const CHAT_POLL_MS = 5_000;

const time = (iso: string) => new Date(iso).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });

/** The built-in chat: the conversation so far, new answers as they come, and a message field. */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const problemId = useId();
  const log = useRef<HTMLOListElement>(null);
  // the poll asks only for what came after the newest message shown
  const lastIdRef = useRef(0);
  lastIdRef.current = messages.at(-1)?.id ?? 0;

  const append = useCallback((incoming: ChatMessage[]) => {
    setMessages((current) => {
      const known = new Set(current.map((message) => message.id));
      const fresh = incoming.filter((message) => !known.has(message.id));
      return fresh.length ? [...current, ...fresh] : current;
    });
  }, []);

  useEffect(() => {
    let stopped = false;
    const read = () =>
      chatApi
        .messages(lastIdRef.current)
        .then((incoming) => {
          if (stopped) return;
          append(incoming);
          setLoaded(true);
        })
        .catch(() => setLoaded(true));
    void read();
    const timer = window.setInterval(() => void read(), CHAT_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [append]);

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem('Напишите сообщение.');
    setSending(true);
    setProblem(null);
    try {
      append([await chatApi.send(text)]);
      setText('');
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog title="Чат с консультантом" onClose={onClose}>
      <p css={{ margin: '0 0 8px' }}>Фармацевты ответят на вопросы о лекарствах, наличии и заказах.</p>
      <div
        role="log"
        aria-label="Сообщения"
        aria-live="polite"
        css={(theme: Theme) => ({
          padding: 8,
          maxHeight: '40vh',
          minHeight: 120,
          overflowY: 'auto',
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
        })}
      >
        <ol ref={log} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {loaded && messages.length === 0 && <li>Напишите нам — обычно отвечаем за несколько минут.</li>}
          {messages.map((message) => (
            <li
              key={message.id}
              css={(theme: Theme) => ({
                margin: '6px 0',
                padding: '6px 10px',
                borderRadius: theme.radius,
                background: message.author === 'operator' ? theme.colors.surface : 'transparent',
              })}
            >
              <strong>{message.author === 'operator' ? 'Консультант' : 'Вы'}</strong>{' '}
              <span css={(theme: Theme) => ({ color: theme.colors.textMuted, fontSize: 14 })}>{time(message.at)}</span>
              <div css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</div>
            </li>
          ))}
        </ol>
      </div>
      <form onSubmit={(event) => void send(event)} noValidate css={{ marginTop: 12 }}>
        <label htmlFor={fieldId} css={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
          Ваше сообщение
        </label>
        <textarea
          id={fieldId}
          data-autofocus
          rows={3}
          maxLength={2000}
          value={text}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          css={{ width: '100%', boxSizing: 'border-box', font: 'inherit' }}
        />
        {problem && (
          <p id={problemId} role="alert" css={(theme: Theme) => ({ color: theme.colors.danger, margin: '4px 0 0' })}>
            {problem}
          </p>
        )}
        <Button type="submit" disabled={sending} css={{ marginTop: 8 }}>
          {sending ? 'Отправляем…' : 'Отправить'}
        </Button>
      </form>
    </Dialog>
  );
}
