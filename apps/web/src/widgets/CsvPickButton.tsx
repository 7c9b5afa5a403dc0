import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useRef } from 'react';

/** A toolbar button that opens the file chooser for one CSV file (master-file imports). */
export function CsvPickButton({ label, help, onFile }: { label: string; help: string; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Tooltip title={help} describeChild>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          sx={{ bgcolor: 'background.paper', whiteSpace: 'nowrap' }}
        >
          {label}
        </Button>
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={label}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so that choosing the same file again fires a change.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
