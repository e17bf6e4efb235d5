export function resetInvoices(): void {}
