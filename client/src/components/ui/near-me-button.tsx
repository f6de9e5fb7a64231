import { LoaderCircle, LocateFixed } from 'lucide-react';
import { Button, type ButtonProps } from './button';

interface NearMeButtonProps extends Omit<ButtonProps, 'children' | 'disabled'> {
  /** The browser is being asked where the visitor is: the button spins and waits. */
  locating: boolean;
}

/** Near me: asks the browser for the visitor's position, with a spinner while it looks. */
export function NearMeButton({ locating, ...props }: NearMeButtonProps) {
  return (
    <Button disabled={locating} {...props}>
      {locating ? (
        <LoaderCircle
          aria-hidden="true"
          className="size-5 animate-spin motion-reduce:animate-none"
        />
      ) : (
        <LocateFixed aria-hidden="true" className="size-5" />
      )}
      Near me
    </Button>
  );
}
