import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewPasswordPage } from '@/features/auth/new-password-page';

const Search = v.object({ email: v.optional(v.string(), ''), token: v.optional(v.string(), '') });

export const Route = createFileRoute('/_guest/reset-password')({
  validateSearch: Search,
  component: () => {
    const { email, token } = Route.useSearch();
    return <NewPasswordPage email={email} token={token} firstLogin={false} />;
  },
});
