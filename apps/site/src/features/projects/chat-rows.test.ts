import type { Designer, ProjectChat, RoomFile } from '@brand/core/contract';
import { describe, expect, it } from 'vitest';
import {
  designerLabel,
  hiredSummary,
  mayHaveOlder,
  mergeChats,
  mergeFiles,
  senderLabel,
  toMessageRow,
} from './chat-rows.ts';

const file = (id: number): RoomFile => ({
  id,
  project_id: 1,
  name: `plan-${id}.pdf`,
  url: `/storage/chat/1/${id}.pdf`,
  mime: 'application/pdf',
  size: 1200,
  created_at: '2026-03-05T18:00:00.000Z',
});

const chat = (id: number, senderId = 10, extra: Partial<ProjectChat> = {}): ProjectChat => ({
  id,
  project_id: 1,
  sender: { id: senderId, name: 'Casey Customer', type: 'User' },
  message: `message ${id}`,
  files: [],
  created_at: '2026-03-05T18:00:00.000Z',
  ...extra,
});

const designer = (id: number, extra: Partial<Designer> = {}): Designer => ({
  id,
  name: `Designer ${id}`,
  company_name: null,
  photo: null,
  hired: false,
  ...extra,
});

describe('given a message sender', () => {
  it.each([
    [{ id: 10, name: 'Casey Customer', type: 'User' as const }, 10, 'You'],
    [{ id: 20, name: 'Dana Reyes', type: 'Contractor' as const }, 10, 'Dana Reyes (Pro)'],
    [{ id: 10, name: 'Casey Customer', type: 'User' as const }, 20, 'Casey Customer'],
    [{ id: 10, name: '  ', type: 'User' as const }, null, 'Someone'],
  ])('%j seen by %j is "%s"', (sender, viewer, label) => {
    expect(senderLabel(sender, viewer)).toBe(label);
  });
});

describe('given a chat message for ui', () => {
  it('keeps HTML-looking text as text and marks the viewer’s own messages', () => {
    const row = toMessageRow(chat(5, 10, { message: '<b>hi</b>', files: [file(3)] }), 10);
    expect(row).toEqual({
      id: 5,
      senderName: 'You',
      mine: true,
      message: '<b>hi</b>',
      created_at: '2026-03-05T18:00:00.000Z',
      files: [{ id: 3, name: 'plan-3.pdf', url: '/storage/chat/1/3.pdf' }],
    });
    expect(toMessageRow(chat(5, 10), 20).mine).toBe(false);
  });
});

describe('given messages from history, the stream and our own send', () => {
  it('shows each once, oldest first', () => {
    const history = [chat(1), chat(2)];
    const sent = chat(3, 10, { message: 'sent' });
    const streamed = chat(3, 10, { message: 'sent' });
    const merged = mergeChats(mergeChats(history, [sent]), [streamed, chat(4)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('puts older pages on top', () => {
    expect(mergeChats([chat(51), chat(52)], [chat(2), chat(1)]).map((m) => m.id)).toEqual([
      1, 2, 51, 52,
    ]);
  });

  it('adds the files of a new message to the room files once', () => {
    expect(mergeFiles([file(1), file(2)], [file(2), file(3)]).map((f) => f.id)).toEqual([1, 2, 3]);
  });

  it.each([
    [0, false],
    [49, false],
    [50, true],
  ])('a page of %i messages may have older ones: %s', (length, older) => {
    expect(mayHaveOlder(length)).toBe(older);
  });
});

describe('given designers', () => {
  it.each([
    [designer(1), 'Designer 1'],
    [designer(1, { company_name: 'Reyes Design' }), 'Designer 1 (Reyes Design)'],
    [designer(1, { company_name: 'Designer 1' }), 'Designer 1'],
  ])('%j is labelled "%s"', (d, label) => {
    expect(designerLabel(d)).toBe(label);
  });

  it('summarises the hired ones, or null when nobody is hired', () => {
    expect(hiredSummary([designer(1), designer(2)])).toBeNull();
    expect(
      hiredSummary([
        designer(1, { hired: true, company_name: 'Co' }),
        designer(2, { hired: true }),
      ]),
    ).toBe('Designer 1 (Co); Designer 2');
  });
});
