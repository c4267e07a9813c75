import { Flex } from 'antd';
import type { StudentTabProps } from '../../students';
import { IssuedTranscripts } from '../../requests';
import { TranscriptView } from './TranscriptView';

/**
 * The student record's Transcript tab (read only: the courses tab holds the grades), with the official
 * transcripts issued to her where the viewer sees her requests.
 */
export default function TranscriptTab({ studentId, header }: StudentTabProps) {
  return (
    <Flex vertical gap={16}>
      <TranscriptView studentId={studentId} />
      {header.tabs.includes('requests') && <IssuedTranscripts studentId={studentId} />}
    </Flex>
  );
}
