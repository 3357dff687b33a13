/** An order as the lists show it: a name and a town, nothing more. */
export interface OrderSummary {
  readonly paymentId: string;
  readonly reference: string;
  readonly state: 'to-ship' | 'shipped' | 'refunded';
  readonly firstName: string;
  readonly lastName: string;
  readonly city: string;
  readonly amountCents: number;
  readonly paidAt: string;
  readonly shippedAt: string | null;
}

/** An order opened (the view recorded): its address and its lines. */
export interface OrderDetails extends OrderSummary {
  readonly email: string;
  readonly mobileNumber: string;
  readonly address: string;
  readonly postcode: string;
  readonly carrier: string | null;
  readonly trackingNumber: string | null;
  readonly lines: readonly {
    readonly name: string;
    readonly size: string | null;
    readonly quantity: number;
  }[];
}
