export function resetFinance(): void {}
