import { RotateCcw } from 'lucide-react';
import type { AppWords } from '@zappy/locales/types';
import { Button } from '../../../components/ui/button';

interface UndoButtonProps {
  /** The version restoring goes back to. */
  version: number;
  words: Pick<AppWords['customize'], 'undo' | 'undoTo'>;
  onUndo: () => void;
}

/** Under the newest change applied: one click restores the version before it. */
export function UndoButton({ version, words, onUndo }: UndoButtonProps) {
  return (
    // Its name starts with what it shows and says where it goes: "Undo: back to version 3".
    <Button variant="secondary" size="sm" aria-label={words.undoTo(version)} onClick={onUndo}>
      <RotateCcw aria-hidden="true" className="size-3.5" />
      {words.undo}
    </Button>
  );
}
