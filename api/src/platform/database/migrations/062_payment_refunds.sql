-- A payment that succeeds for an order already cancelled (unpaid too long) is refunded through the acquirer.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('pending', 'succeeded', 'declined', 'refunded'));
