import { Suspense, useRef, useState, type ComponentType, type ReactNode } from "react";

/** What a dialog loaded on use is given: it has no Radix Trigger, so focus goes back by hand. */
export interface OnUseDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** For Dialog.Content: puts the focus back on the button that opened it. */
  onCloseAutoFocus(event: Event): void;
}

/**
 * A button that opens a dialog whose code (Radix and the dialog's own) loads on first use: when
 * the pointer comes near or the button gets focus, at the latest on the click. A page with a few
 * dialogs then does not ship them all with its first paint (decision 0022). `dialog` is a
 * `React.lazy` component and `preload` starts the same import.
 */
export function DialogOnUse<P extends object>({
  dialog: LazyDialog,
  preload,
  props,
  initiallyOpen = false,
  open: controlledOpen,
  onOpenChange,
  className,
  label,
  testId,
  children,
}: {
  dialog: ComponentType<P & OnUseDialogProps>;
  preload(): Promise<unknown>;
  props: P;
  /** Open as soon as the page is ready (the payout onboarding on every visit until it is done). */
  initiallyOpen?: boolean;
  /** Controlled instead (a dialog the URL opens): its code loads when it opens. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  className: string;
  /** The button's full name when its text is not enough. */
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(initiallyOpen);
  const [used, setUsed] = useState(initiallyOpen);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const button = useRef<HTMLButtonElement>(null);
  const warm = () => void preload().catch(() => undefined);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <button ref={button} type="button" className={className} aria-label={label} aria-haspopup="dialog" aria-expanded={open} data-testid={testId} onPointerEnter={warm} onFocus={warm} onClick={show}>
        {children}
      </button>
      {used || open ? (
        <Suspense fallback={null}>
          <LazyDialog
            {...props}
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
