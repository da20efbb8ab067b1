// The demo operator's texts in Vietnamese (vi_VN). `{site}` is the site's name.
import type { DemoTexts } from './demo-content-texts.js';

export const VI: DemoTexts = {
  banners: ['Thưởng chào mừng 100%', 'Jackpot Lucky Reels', 'Hoàn trả Live Casino', 'Nhà tài trợ chính thức'],
  announcements: [
    'Chào mừng bạn đến với {site}! Thành viên mới được thưởng 100% cho lần nạp đầu tiên.',
    'Nhà cung cấp GP12 đang bảo trì cho đến khi có thông báo mới; các trò chơi khác không bị ảnh hưởng.',
    'Tiền hoàn trả Live Casino hằng tuần được trả vào 12:00 thứ Hai.',
  ],
  agentAgreement: [
    'Thỏa thuận đại lý',
    '<h2>1. Vai trò của bạn</h2><p>Là đại lý của {site}, bạn giới thiệu thành viên mới qua liên kết riêng và có thể tự đăng ký thành viên. Mỗi thành viên bạn giới thiệu phải đủ tuổi theo luật và chỉ có một tài khoản.</p><h2>2. Hoa hồng</h2><p>Hoa hồng mỗi kỳ được tính theo gói của bạn: dựa trên kết quả thắng thua ròng của thành viên tuyến dưới, trừ một phần tiền thưởng và phí thanh toán. Kỳ âm có thể được chuyển sang kỳ sau nếu gói quy định. Bảng kê được bộ phận tài chính duyệt trước khi trả vào ví của bạn.</p><h2>3. Quy tắc</h2><p>Không spam, không quảng cáo sai sự thật, không tự giới thiệu. Tiền chuyển cho thành viên tuyến dưới chỉ dùng để chơi. Tài khoản đại lý vi phạm có thể bị tạm ngưng và hoa hồng chưa trả liên quan sẽ bị giữ lại.</p>',
  ],
  bankNotice: [
    'Tài khoản nhận chuyển khoản mới',
    'Từ hôm nay, vui lòng chuyển khoản vào tài khoản hiển thị trên trang Nạp tiền. Các khoản chuyển vào tài khoản cũ vẫn được ghi có đến hết tháng.',
  ],
  bulletins: {
    welcome: [
      'Thưởng chào mừng 100%',
      '<p><img src="/content-img/v1/promo-1.svg" alt="Thưởng chào mừng" width="800" height="450"></p><p>Nạp tiền lần đầu ngay hôm nay, chúng tôi tặng thêm 100%, tối đa <strong>500</strong>.</p><p><a href="/discount">Xem tất cả khuyến mãi</a></p>',
    ],
    freeSpins: [
      'Vòng quay miễn phí thứ Sáu',
      '<p>Thứ Sáu hằng tuần: nạp từ 50 trở lên để nhận <strong>50 vòng quay miễn phí</strong> ở game slot nổi bật.</p>',
    ],
    deposit: [
      'Lưu ý khi nạp tiền',
      '<p>Hãy dùng tài khoản đứng tên chính bạn. Tiền nạp thường về trong vòng một phút; hãy giữ biên lai cho đến khi nhận được tiền.</p>',
    ],
  },
  articles: {
    main: [
      [
        'Giới thiệu',
        '<h2>Chúng tôi là ai</h2><p>{site} là trang giải trí trực tuyến được cấp phép, cung cấp slot, live casino, thể thao và xổ số từ các nhà cung cấp hàng đầu.</p><p>Đội ngũ hỗ trợ của chúng tôi luôn sẵn sàng 24/7.</p>',
      ],
      [
        'Điều khoản và điều kiện',
        '<h2>1. Tài khoản</h2><p>Mỗi người chỉ được có một tài khoản. Bạn phải đủ tuổi theo quy định pháp luật tại quốc gia của mình.</p><h2>2. Nạp và rút tiền</h2><p>Tiền được cộng vào tài khoản sau khi thanh toán được xác nhận. Tiền rút chỉ được chuyển vào tài khoản đứng tên chính bạn.</p><h2>3. Tiền thưởng</h2><p>Mỗi khuyến mãi có yêu cầu doanh thu cược và thời hạn riêng.</p>',
      ],
      [
        'Chính sách bảo mật',
        '<p>Chúng tôi chỉ lưu những dữ liệu cần thiết để vận hành tài khoản và chi trả tiền thắng cho bạn. Chúng tôi không bao giờ bán dữ liệu cá nhân.</p><ul><li>Thông tin tài khoản và liên hệ</li><li>Hồ sơ thanh toán theo quy định của pháp luật</li><li>Nhật ký kỹ thuật phục vụ bảo mật</li></ul>',
      ],
      [
        'Chơi có trách nhiệm',
        '<p>Hãy chơi để giải trí và chỉ dùng số tiền bạn có thể chấp nhận mất.</p><ul><li>Đặt giới hạn nạp tiền trong tài khoản</li><li>Tạm nghỉ hoặc tự loại trừ bất cứ lúc nào qua bộ phận chăm sóc khách hàng</li></ul><p>Nếu trò chơi không còn mang lại niềm vui, hãy tìm kiếm sự giúp đỡ.</p>',
      ],
    ],
    faq: [
      [
        'Làm thế nào để đăng ký?',
        '<p>Nhấn <strong>Đăng ký</strong>, điền tên tài khoản (6 đến 12 chữ cái hoặc chữ số) và mật khẩu, chọn loại tiền tệ rồi gửi.</p>',
      ],
      [
        'Nạp tiền mất bao lâu?',
        '<p>Phần lớn giao dịch nạp tiền về trong vòng một phút. Chuyển khoản ngân hàng có thể mất đến 30 phút.</p>',
      ],
      [
        'Làm thế nào để rút tiền?',
        '<p>Mở <em>Trung tâm thành viên → Rút tiền</em>, nhập số tiền và chọn tài khoản đã liên kết. Lệnh rút được xét duyệt trong vòng 15 phút.</p>',
      ],
      [
        'Vì sao trò chơi không mở được?',
        '<p>Trình duyệt có thể đang chặn cửa sổ bật lên: hãy cho phép cửa sổ bật lên trên trang này. Cũng có thể nhà cung cấp đang bảo trì; khi đó trang sẽ hiển thị thời gian kết thúc bảo trì.</p>',
      ],
      [
        'Làm thế nào để chuyển số dư từ trò chơi về ví?',
        '<p>Dùng nút thu hồi số dư một chạm trong ví. Toàn bộ số dư trong các trò chơi sẽ được chuyển về ví chính của bạn.</p>',
      ],
    ],
  },
  promotions: [
    [
      'Thưởng chào mừng 100%',
      'Nhân đôi lần nạp đầu tiên, tối đa 500.',
      '<h2>Cách tham gia</h2><ol><li>Đăng ký và nạp tiền lần đầu tối thiểu 20.</li><li>Tiền thưởng được cộng ngay lập tức.</li><li>Hoàn thành doanh thu cược gấp 10 lần tổng tiền nạp và tiền thưởng trong vòng 30 ngày.</li></ol><table><tr><th>Tiền nạp</th><th>Tiền thưởng</th></tr><tr><td>20 – 99</td><td>100%</td></tr><tr><td>100 – 500</td><td>100%, tối đa 500</td></tr></table>',
    ],
    [
      'Vòng quay miễn phí thứ Sáu',
      '50 vòng quay miễn phí ở game slot nổi bật vào mỗi thứ Sáu.',
      '<p>Nạp từ 50 trở lên vào thứ Sáu để nhận 50 vòng quay miễn phí ở game slot nổi bật của tuần.</p><p>Tiền thắng từ vòng quay miễn phí cần đạt doanh thu cược gấp 5 lần.</p>',
    ],
    [
      'Hoàn trả Live Casino 10%',
      'Nhận lại 10% số tiền thua ròng mỗi tuần.',
      '<p>Thứ Hai hằng tuần, chúng tôi hoàn trả 10% số tiền thua ròng của tuần trước tại các bàn live casino, tối đa 1.000.</p>',
    ],
    [
      'Thưởng thêm cược xiên',
      'Thưởng thêm đến 50% cho vé cược xiên thắng.',
      '<p>Đặt cược xiên từ 4 lựa chọn trở lên, mỗi lựa chọn có tỷ lệ cược từ 1,5 trở lên. Mức thưởng tăng theo từng lựa chọn, tối đa 50%.</p>',
    ],
    [
      'Xổ số quay thưởng mỗi giờ',
      'Quay thưởng mỗi giờ dành cho người chơi tích cực.',
      '<p>Mỗi lần cược từ 10 trở lên tại sảnh xổ số được tặng một vé cho lượt quay thưởng của giờ kế tiếp.</p>',
    ],
  ],
  float: ['Hỗ trợ trực tuyến', 'Telegram', 'Tải ứng dụng'],
  ads: ['Tải ứng dụng', 'Mời bạn bè', 'Câu lạc bộ VIP'],
  sponsors: [
    ['Harbour City FC', 'Đối tác chính của chúng tôi từ năm 2024: nhà tài trợ áo đấu và đối tác cá cược chính thức.'],
    ['Apex Racing', 'Nhà tài trợ của đội đua sức bền Apex.'],
    ['Northern Esports', 'Đối tác cá cược chính thức của giải Northern Esports.'],
  ],
  login: {
    title: 'Chào mừng bạn quay lại {site}',
    content: '<p>Đăng nhập để nhận khuyến mãi hôm nay, chơi bằng số dư và đọc thư của bạn.</p>',
  },
};
