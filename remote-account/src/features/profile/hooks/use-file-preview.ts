import { useEffect, useRef, useState } from 'react';

/**
 * A chosen local file and a temporary URL to preview it. The URL is made when the file is
 * chosen and released when another is chosen, the choice is cleared, or the form unmounts.
 */
export function useFilePreview(): {
  file: File | null;
  url: string | null;
  choose: (file: File | null) => void;
} {
  const [choice, setChoice] = useState<{ file: File; url: string } | null>(null);
  const current = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );

  function choose(file: File | null) {
    if (current.current) URL.revokeObjectURL(current.current);
    const url = file ? URL.createObjectURL(file) : null;
    current.current = url;
    setChoice(file && url ? { file, url } : null);
  }

  return { file: choice?.file ?? null, url: choice?.url ?? null, choose };
}
