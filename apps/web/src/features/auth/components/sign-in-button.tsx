import { LogIn } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { useSignInStore } from '../hooks/use-sign-in';

interface SignInButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  label?: string;
}

export function SignInButton({
  variant = 'primary',
  size = 'md',
  className,
  label = 'Sign in',
}: SignInButtonProps) {
  const isStarting = useSignInStore((state) => state.isStarting);
  const startSignIn = useSignInStore((state) => state.startSignIn);
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={isStarting}
      aria-busy={isStarting}
      onClick={() => void startSignIn()}
    >
      <LogIn aria-hidden="true" className="size-4" />
      {isStarting ? 'Signing in…' : label}
    </Button>
  );
}
