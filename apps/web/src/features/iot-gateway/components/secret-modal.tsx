import { Alert, Modal, Typography } from 'antd';

/** The secret is shown exactly once, right after creation or rotation. */
export function SecretModal({ secret, onClose }: { secret: { sn: string; secret: string } | null; onClose: () => void }) {
  return (
    <Modal title="网关密钥" open={!!secret} onOk={onClose} onCancel={onClose} okText="我已保存" cancelButtonProps={{ style: { display: 'none' } }}>
      <Alert type="warning" showIcon message="密钥只显示这一次，请立即配置到网关；之后只能更换，无法再次查看。" style={{ marginBottom: 12 }} />
      <p>
        MQTT 用户名（网关序列号）：
        <Typography.Text code copyable>
          {secret?.sn}
        </Typography.Text>
      </p>
      <p>
        MQTT 密码（密钥）：
        <Typography.Text code copyable data-testid="gw-secret">
          {secret?.secret}
        </Typography.Text>
      </p>
      {/* An external broker (Mosquitto) checks the secret itself: it takes effect once written to its password file. */}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        使用平台内置 MQTT 服务器时密钥立即生效。使用外部 MQTT 服务器（Mosquitto 等）时，需由运维运行 npm run broker:passwd
        同步到 MQTT 服务器的密码文件并重新加载（systemctl reload mosquitto）后生效，之前网关无法用新密钥登录。
      </Typography.Paragraph>
    </Modal>
  );
}
