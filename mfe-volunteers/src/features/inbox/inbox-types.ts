export interface InboxSummary {
  readonly id: number;
  readonly reference: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly receivedAt: string;
  readonly handledAt: string | null;
}

export interface MessageDetails extends InboxSummary {
  readonly email: string;
  readonly phone: string | null;
  readonly visitorKind: string | null;
  readonly message: string;
}

export interface ApplicationDetails extends InboxSummary {
  readonly email: string;
  readonly phone: string;
  readonly coverLetter: string;
  readonly files: readonly {
    readonly id: number;
    readonly field: string;
    readonly name: string;
    readonly bytes: number;
  }[];
}
