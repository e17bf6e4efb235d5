/**
 * Code examples of the developer corner. They hold the store id, the API origin and a
 * placeholder for the secret (`<YOUR_API_KEY>`): the real key is never known here.
 *
 * The call is the invoice-create call of SPEC.md section 7 (`POST /api/payment/private/create`,
 * body as its endpoint declaration reads it). SPEC does not say how a shop authenticates with
 * its API key: the examples send it as `Authorization: Bearer`, the form every other call
 * takes, and the page says so next to them.
 */

export const API_KEY_PLACEHOLDER = '<YOUR_API_KEY>';
export const CREATE_INVOICE_PATH = '/api/payment/private/create';

export type SnippetLanguage = 'curl' | 'node' | 'php' | 'python';

export interface Snippet {
  id: SnippetLanguage;
  /** Tab name: the tool's own name, the same in every language. */
  label: string;
  code: string;
}

export interface InvoiceSnippetInput {
  origin: string;
  storeId: number;
  currency: string;
}

function invoiceBody({ storeId, currency }: InvoiceSnippetInput) {
  return {
    type: 'in',
    store_id: storeId,
    amount: 100,
    currency,
    external_id: 'order-1001',
  };
}

/** curl, Node (fetch), PHP (curl) and Python (requests) creating one invoice of the store. */
export function invoiceSnippets(input: InvoiceSnippetInput): Snippet[] {
  const url = `${input.origin.replace(/\/+$/, '')}${CREATE_INVOICE_PATH}`;
  const body = invoiceBody(input);
  const json = JSON.stringify(body, null, 2);
  const indented = (text: string, pad: string) => text.split('\n').join(`\n${pad}`);
  const pyBody = Object.entries(body)
    .map(([key, value]) => `        "${key}": ${JSON.stringify(value)},`)
    .join('\n');
  const phpBody = Object.entries(body)
    .map(([key, value]) => `    '${key}' => ${typeof value === 'string' ? `'${value}'` : value},`)
    .join('\n');
  return [
    {
      id: 'curl',
      label: 'curl',
      code: [
        `curl -X POST '${url}' \\`,
        `  -H 'Authorization: Bearer ${API_KEY_PLACEHOLDER}' \\`,
        `  -H 'Content-Type: application/json' \\`,
        `  -d '${JSON.stringify(body)}'`,
      ].join('\n'),
    },
    {
      id: 'node',
      label: 'Node.js',
      code: [
        `const response = await fetch('${url}', {`,
        `  method: 'POST',`,
        `  headers: {`,
        `    Authorization: 'Bearer ${API_KEY_PLACEHOLDER}',`,
        `    'Content-Type': 'application/json',`,
        `  },`,
        `  body: JSON.stringify(${indented(json, '  ')}),`,
        `});`,
        `const { data } = await response.json();`,
        `console.log(data.id); // the new invoice's id`,
      ].join('\n'),
    },
    {
      id: 'php',
      label: 'PHP',
      code: [
        `<?php`,
        `$body = json_encode([`,
        phpBody,
        `]);`,
        `$ch = curl_init('${url}');`,
        `curl_setopt_array($ch, [`,
        `    CURLOPT_POST => true,`,
        `    CURLOPT_RETURNTRANSFER => true,`,
        `    CURLOPT_HTTPHEADER => [`,
        `        'Authorization: Bearer ${API_KEY_PLACEHOLDER}',`,
        `        'Content-Type: application/json',`,
        `    ],`,
        `    CURLOPT_POSTFIELDS => $body,`,
        `]);`,
        `$answer = json_decode(curl_exec($ch), true);`,
        `curl_close($ch);`,
        `echo $answer['data']['id']; // the new invoice's id`,
      ].join('\n'),
    },
    {
      id: 'python',
      label: 'Python',
      code: [
        `import requests`,
        ``,
        `response = requests.post(`,
        `    "${url}",`,
        `    headers={"Authorization": "Bearer ${API_KEY_PLACEHOLDER}"},`,
        `    json={`,
        pyBody,
        `    },`,
        `    timeout=30,`,
        `)`,
        `response.raise_for_status()`,
        `print(response.json()["data"]["id"])  # the new invoice's id`,
      ].join('\n'),
    },
  ];
}

/**
 * Checking a callback's signature. SPEC.md and the API notes say nothing about signing
 * callbacks: these are generic HMAC-SHA256 examples (hex digest of the raw body with the
 * secret key, compared in constant time, header name a placeholder), labelled on the page as
 * examples to be checked against the contract.
 */
export const SIGNATURE_HEADER_PLACEHOLDER = 'X-Signature';

export function signatureSnippets(): Snippet[] {
  return [
    {
      id: 'node',
      label: 'Node.js',
      code: [
        `import { createHmac, timingSafeEqual } from 'node:crypto';`,
        ``,
        `// rawBody: the request body exactly as received (a Buffer or string)`,
        `export function isSignedBySecret(rawBody, signature, secret) {`,
        `  const expected = createHmac('sha256', secret).update(rawBody).digest('hex');`,
        `  const given = Buffer.from(String(signature ?? ''));`,
        `  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));`,
        `}`,
        ``,
        `// isSignedBySecret(rawBody, request.headers['${SIGNATURE_HEADER_PLACEHOLDER.toLowerCase()}'], process.env.API_SECRET)`,
      ].join('\n'),
    },
    {
      id: 'php',
      label: 'PHP',
      code: [
        `<?php`,
        `$rawBody = file_get_contents('php://input');`,
        `$signature = $_SERVER['HTTP_${SIGNATURE_HEADER_PLACEHOLDER.toUpperCase().replace(/-/g, '_')}'] ?? '';`,
        `$expected = hash_hmac('sha256', $rawBody, getenv('API_SECRET'));`,
        `if (!hash_equals($expected, $signature)) {`,
        `    http_response_code(401);`,
        `    exit;`,
        `}`,
      ].join('\n'),
    },
    {
      id: 'python',
      label: 'Python',
      code: [
        `import hashlib, hmac, os`,
        ``,
        `def is_signed_by_secret(raw_body: bytes, signature: str) -> bool:`,
        `    secret = os.environ["API_SECRET"].encode()`,
        `    expected = hmac.new(secret, raw_body, hashlib.sha256).hexdigest()`,
        `    return hmac.compare_digest(expected, signature or "")`,
      ].join('\n'),
    },
  ];
}
