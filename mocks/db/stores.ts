export function resetStores(): void {}
