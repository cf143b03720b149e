import { toFormData } from '@brand/core/client';
import type { ProjectChat as ChatMessage, Designer, Project, RoomFile } from '@brand/core/contract';
import { CHAT_UPLOAD_RULE } from '@brand/core/rules';
import { Button, buttonVariants, ProjectChat, useAction, useSession, useToast } from '@brand/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { errorMessage, useLoad } from '../../lib/use-load.ts';
import {
  hiredSummary,
  mayHaveOlder,
  mergeChats,
  mergeFiles,
  toFileRow,
  toMessageRow,
} from './chat-rows.ts';
import { InviteVendor } from './invite-vendor.tsx';
import { ProjectNotes } from './project-notes.tsx';
import { ProjectPhotos } from './project-photos.tsx';

// The hire dialog (Radix Dialog) loads when "Hire a designer" is chosen, so it stays out of the
// account route's initial script (docs/decisions/site-projects.md).
type HireModule = typeof import('./hire-designer.tsx');
const loadHireDialog = () => import('./hire-designer.tsx');
const LOAD_FAILED = 'This could not be loaded. Check your connection and try again.';

type ChatState = {
  status: 'loading' | 'ready' | 'error';
  messages: ChatMessage[];
  files: RoomFile[];
  error: string | null;
  /** The last page was full: older messages may exist. */
  older: boolean;
};

const INITIAL: ChatState = {
  status: 'loading',
  messages: [],
  files: [],
  error: null,
  older: false,
};

/**
 * One project's chat (spec 2 §2.6): its history (older messages on demand), live messages from
 * the stream, sending with files (core's chat rule) and, for the customer, "Hire a designer".
 */
export function ProjectPanel({
  projectId,
  project,
  canHire = false,
  canInvite = false,
  chatOnly,
}: {
  projectId: number;
  /** The project when the list already has it; loaded otherwise. */
  project: Project | null;
  /**
   * An invited vendor's view (docs/decisions/vendor-chat.md): the chat under the project's name
   * (from their chats list), without the project's notes, which the server keeps from them.
   */
  chatOnly?: { name: string | null };
  /** Customers hire designers (spec 2 §6); Pros only chat. */
  canHire?: boolean;
  /** The customer and the Pro invite vendors (issue 30 item 3); the server decides. */
  canInvite?: boolean;
}) {
  const client = useClient();
  const viewerId = useSession((s) => s.user?.id ?? null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const chatBox = useRef<HTMLDivElement>(null);
  const [chat, setChat] = useState<ChatState>(INITIAL);
  const [round, setRound] = useState(0);
  const [hireOpen, setHireOpen] = useState(false);
  const [hire, setHire] = useState<HireModule | null>(null);
  const { toast } = useToast();
  const openHire = () => {
    loadHireDialog().then(
      (module) => {
        setHire(() => module);
        setHireOpen(true);
      },
      () => toast({ variant: 'error', message: LOAD_FAILED }),
    );
  };
  const [designers, setDesigners] = useState<Designer[] | null>(null);

  const info = useLoad<Project>(project || chatOnly ? null : `project:${projectId}`, async () => {
    return (await client.cart.projectInfo({ params: { projectId }, quiet: true })).data;
  });
  const shown = project ?? info.data;

  // Live messages, then history: listening first means nothing written while the history
  // loads is missed (both merge by id, so nothing shows twice). A dropped stream reconnects by
  // itself; what was written in between is fetched again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the Try again trigger
  useEffect(() => {
    let live = true;
    let resync: ReturnType<typeof setTimeout> | undefined;
    const fetchHistory = async () =>
      (await client.chat.projectChat({ params: { projectId }, quiet: true })).data;
    const merge = (data: { Project_chats: ChatMessage[]; room_files: RoomFile[] }) =>
      setChat((s) => ({
        ...s,
        messages: mergeChats(s.messages, data.Project_chats),
        files: mergeFiles(s.files, data.room_files),
      }));
    setChat(INITIAL);
    const stop = client.chat.subscribe(
      projectId,
      (event) => merge({ Project_chats: [event.chat], room_files: event.chat.files }),
      {
        onError: () => {
          clearTimeout(resync);
          resync = setTimeout(() => {
            fetchHistory().then(
              (data) => live && merge(data),
              () => undefined,
            );
          }, 4000);
        },
      },
    );
    fetchHistory().then(
      (data) => {
        if (!live) return;
        merge(data);
        setChat((s) => ({
          ...s,
          status: 'ready',
          error: null,
          older: mayHaveOlder(data.Project_chats.length),
        }));
      },
      (error: unknown) => {
        if (!live) return;
        stop();
        setChat({ ...INITIAL, status: 'error', error: errorMessage(error) });
      },
    );
    return () => {
      live = false;
      clearTimeout(resync);
      stop();
    };
  }, [client, projectId, round]);

  // The customer sees who is hired on the project.
  useEffect(() => {
    if (!canHire) return;
    let live = true;
    client.chat.designers({ query: { project: projectId }, quiet: true }).then(
      (answer) => live && setDesigners(answer.data.designers),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, projectId, canHire]);

  // Opening a project takes focus to it (keyboard and screen reader users land on the chat).
  useEffect(() => {
    heading.current?.focus();
  }, []);

  // Keep the newest message in view when one arrives (not when older ones are added on top).
  const lastId = chat.messages.at(-1)?.id;
  useEffect(() => {
    if (lastId === undefined) return;
    const log = chatBox.current?.querySelector<HTMLElement>('[role="log"]');
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId]);

  const send = useCallback(
    async ({ message, files }: { message: string; files: File[] }) => {
      const answer = files.length
        ? await client.chat.uploadChatFiles({
            params: { projectId },
            body: toFormData({ message, file: files }),
          })
        : await client.chat.sendChatMessage({ body: { project_id: projectId, message } });
      setChat((s) => ({
        ...s,
        messages: mergeChats(s.messages, [answer.data]),
        files: mergeFiles(s.files, answer.data.files),
      }));
    },
    [client, projectId],
  );

  // Older messages, on demand; quiet: a failure leaves the button for another try.
  const older = useAction({
    perform: (before: number) =>
      client.chat.projectChats({ query: { project: projectId, before }, quiet: true }),
    onSuccess: (answer) =>
      setChat((s) => ({
        ...s,
        messages: mergeChats(s.messages, answer.data.Project_chats),
        older: mayHaveOlder(answer.data.Project_chats.length),
      })),
  });
  const loadOlder = () => {
    const oldest = chat.messages[0]?.id;
    if (oldest !== undefined) void older.run(oldest);
  };

  const hired = designers ? hiredSummary(designers) : null;
  return (
    <section aria-labelledby={headingId} className="site-project">
      <div className="site-project__head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {chatOnly
            ? (chatOnly.name ?? 'Project chat')
            : (shown?.name ?? (info.status === 'error' ? 'Project' : 'Loading project…'))}
        </h2>
        <Link to="/account" className={buttonVariants({ variant: 'link', size: 'sm' })}>
          Close chat
        </Link>
      </div>
      {shown ? (
        <p className="site-project__meta">
          Showroom <span className="bui-tabular">{shown.showroom}</span>
          {canHire ? <> · Hired designers: {hired ?? 'none yet'}</> : null}
        </p>
      ) : null}
      {shown ? (
        <ProjectNotes
          key={shown.id}
          projectId={projectId}
          notes={shown.extra_info}
          editable={canHire}
        />
      ) : null}
      {chatOnly ? null : <ProjectPhotos projectId={projectId} canDelete={canHire} />}
      {chat.status === 'ready' && chat.older ? (
        <Button variant="link" size="sm" loading={older.isPending} onClick={loadOlder}>
          Show older messages
        </Button>
      ) : null}
      <div ref={chatBox}>
        <ProjectChat
          messages={chat.messages.map((m) => toMessageRow(m, viewerId))}
          files={chat.files.map(toFileRow)}
          status={chat.status}
          errorMessage={chat.error ?? undefined}
          onRetry={() => setRound((n) => n + 1)}
          onSend={send}
          uploadRule={CHAT_UPLOAD_RULE}
          onHireDesigner={canHire ? openHire : undefined}
        />
      </div>
      {canInvite ? (
        <InviteVendor projectId={projectId} projectName={shown?.name ?? 'this project'} />
      ) : null}
      {canHire && hire ? (
        <hire.HireDesignerDialog
          open={hireOpen}
          onOpenChange={setHireOpen}
          projectId={projectId}
          projectName={shown?.name ?? 'this project'}
          onHired={setDesigners}
        />
      ) : null}
    </section>
  );
}
