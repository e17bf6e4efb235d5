import { createFileRoute } from '@tanstack/react-router';
import { InProgress } from '@/components/layout/in-progress';

export const Route = createFileRoute('/_app/profile/addresses')({
  component: InProgress,
});
