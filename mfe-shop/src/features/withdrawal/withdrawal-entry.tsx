import { useState } from 'react';
import { Button, Modal } from '@mtdm/shared/ui';
import { WithdrawalFlow } from './withdrawal-flow';

const WITHDRAWAL_TITLE = 'Se rétracter du contrat';

/** The "Se rétracter" entry of the terms of sale, opening the online withdrawal function. */
export function WithdrawalEntry() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        Se rétracter
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={WITHDRAWAL_TITLE}>
        <WithdrawalFlow onFinish={() => setOpen(false)} />
      </Modal>
    </>
  );
}
