export function resetCommerce(): void {}
