import { Button, Tooltip, theme } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';

interface Props {
  starred: boolean;
  label: string;
  loading?: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

/** The favourite mark of a task or to-do: a toggle button that says what it does. */
export function StarButton({ starred, label, loading, disabled, onToggle }: Props) {
  const { token } = theme.useToken();
  const text = starred ? `Remove ${label} from favourites` : `Add ${label} to favourites`;
  return (
    <Tooltip title={starred ? 'Favourite' : 'Mark as favourite'}>
      <Button
        type="text"
        size="small"
        aria-label={text}
        aria-pressed={starred}
        loading={loading}
        disabled={disabled}
        onClick={onToggle}
        icon={starred ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
      />
    </Tooltip>
  );
}
