import type { SyncSource } from '@frontdesk/contracts/calendar-connections';

/** An event as a remote calendar holds it, in the terms the sync compares. */
export type RemoteEvent = {
  id: string;
  title: string;
  description: string;
  clientName: string;
  clientEmail: string;
  start: Date;
  end: Date;
  /** When the remote side last changed it. */
  updatedAt: Date;
  cancelled: boolean;
  /** The appointment this event was created from, when the remote side can carry it (Google). */
  localId: string | null;
  /**
   * The client's name and e-mail where the listing holds only a reference to them (GoHighLevel's
   * contact): one more call, so the sync makes it only for an event it takes in.
   */
  client?: () => Promise<Pick<RemoteEvent, 'clientName' | 'clientEmail'>>;
};

/** What the sync writes to a remote calendar. */
export type RemoteEventInput = Pick<RemoteEvent, 'title' | 'description' | 'clientName' | 'clientEmail' | 'start' | 'end'> & {
  localId: string;
};

/** A company's calendar at Google or GoHighLevel, as the sync uses it. */
export interface RemoteCalendar {
  readonly source: SyncSource;
  /** Events overlapping the range, cancelled ones included where the service reports them. */
  list(range: { from: Date; to: Date }): Promise<RemoteEvent[]>;
  create(event: RemoteEventInput): Promise<{ id: string; updatedAt: Date }>;
  update(id: string, event: RemoteEventInput): Promise<{ updatedAt: Date }>;
  /** Deleting an event that is already gone succeeds. */
  remove(id: string): Promise<void>;
}

/** A remote service refused or failed; `message` is what the company is shown. */
export class RemoteCalendarError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}
